import { effectiveNode } from '@tessera/core/access/inheritance';
import { evaluateTreePage, indexAccessTree } from '@tessera/core/access/tree-access';
import type { Viewer } from '@tessera/core/access/viewer';
import { accessNodeSchema, type AccessTree } from '@tessera/core/entities/page';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { timedLoop } from '../lib/timed-loop';

const NODE_COUNT = 10_000;
const DURATION_MS = 5_000;

/**
 * A 10 000-page tree shaped like a real app (sections of courses of lessons, up to six levels),
 * with every kind of rule somewhere: private sections, paid courses, drip lessons, sign-in pages.
 * Deterministic: the same tree every run.
 */
function buildTree(): AccessTree {
  const nodes: AccessTree['nodes'] = {};
  const rootId = 'p0';
  const add = (id: string, parent: string | null, rules: Record<string, unknown>) => {
    nodes[id] = { ...accessNodeSchema.parse({ ...rules, parent }), page_id: id, path: `/${id}`, title: id, page_content_type: 'generic' };
  };
  add(rootId, null, { inherit: false });
  for (let i = 1; i < NODE_COUNT; i++) {
    const parent = `p${Math.floor((i - 1) / 6)}`;
    const kind = i % 11;
    const rules =
      kind === 0
        ? { inherit: false, require_purchase: true, products: [{ id: `prod${i % 7}` }] }
        : kind === 3
          ? { inherit: false, is_progress_root: true }
          : kind === 4
            ? { inherit: false, is_scheduled: true, unlock_duration_seconds: (i % 30) * 86_400 }
            : kind === 7
              ? { inherit: false, require_authentication: true }
              : kind === 9
                ? { inherit: false, is_private: true }
                : { inherit: true };
    add(`p${i}`, parent, rules);
  }
  return { root_id: rootId, nodes };
}

const member: Viewer = {
  isSignedIn: true,
  memberId: 'm1',
  isAdmin: false,
  activeProductIds: ['prod1', 'prod3'],
  subscribedPageIds: new Set(['p9', 'p99']),
  timezone: 'Europe/Berlin',
  progressRoots: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`p${i * 11 + 3}`, { started_at: '2026-11-01T08:00:00Z' }])),
  isTestRun: false,
};

/**
 * How long the access engine takes to decide one page of a 10 000-node tree for a signed-in member,
 * beside the bare inheritance walk over the same tree (the least any decision must do).
 */
const scenario: Scenario = {
  name: 'access-evaluation',
  description: `evaluateTreePage over a ${NODE_COUNT}-node tree against the bare inheritance walk`,
  async run() {
    const tree = buildTree();
    const indexStart = performance.now();
    const index = indexAccessTree(tree);
    const indexMs = Number((performance.now() - indexStart).toFixed(2));
    const now = new Date('2026-11-20T12:00:00Z');
    // A fixed pseudo-random walk over the pages, so every run asks the same questions.
    const pageAt = (i: number) => `p${(i * 7919) % NODE_COUNT}`;
    const evaluation = timedLoop((i) => evaluateTreePage({ index, pageId: pageAt(i), viewer: member, now }), { durationMs: DURATION_MS });
    const walk = timedLoop((i) => effectiveNode(index.nodes, pageAt(i)), { durationMs: DURATION_MS });
    printComparison({ 'evaluateTreePage': evaluation, 'inheritance walk': walk });
    const ratio = Number((evaluation.requests_per_sec / walk.requests_per_sec).toFixed(3));
    console.log(`decisions per second: ${evaluation.requests_per_sec}; ratio to the bare walk: ${ratio}; indexing the tree: ${indexMs} ms`);
    console.log(`written ${writeResult('access-evaluation', { nodes: NODE_COUNT, index_ms: indexMs, evaluation, walk, ratio })}`);
  },
};

export default scenario;
