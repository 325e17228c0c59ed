/** The Node.js options the server runs with (see server-node-args.mjs). */
export declare const SERVER_NODE_ARGS: readonly string[];
