// The Node.js options `npm start` runs the server with; the benchmarks start it with the same.
//
// --v8-pool-size=1: V8's helper threads (garbage collection, compilers) each get their own malloc
// arena, and what they free stays resident there. The default four helpers kept ~50 MB more after
// a first start's seeding than one helper beside the main thread, which measured the same
// throughput on two cores (decision 024).
//
// No --enable-source-maps: it parsed the bundle's maps at every start; the server maps its stack
// traces itself, on the first one (decision 040).
export const SERVER_NODE_ARGS = ['--v8-pool-size=1'];
