// `npm run dev`: the server (rebuilt and restarted on change) plus both front ends with hot reload.
// Open the member app at http://localhost:5173 and the studio at http://localhost:5174/studio/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tessera/web', '--', '--port', '5173'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@tessera/studio', '--', '--port', '5174'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
