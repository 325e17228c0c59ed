// The Node.js options `npm start` runs the server with; the benchmarks start it with the same.
//
// --enable-source-maps: stack traces name the TypeScript sources of the bundle.
// --v8-pool-size=1: V8's helper threads (garbage collection, compilers) each get their own malloc
// arena, and what they free stays resident there. The default four helpers kept ~50 MB more after
// a first start's seeding than one helper beside the main thread, which measured the same
// throughput on two cores (decision 024).
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--v8-pool-size=1'];
