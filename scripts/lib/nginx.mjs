// nginx for the deployment checks: the configuration block of docs/deploying.md made runnable in a folder of its
// own (cluster-and-proxy.test.ts and the bench), and nginx serving a folder of pre-compressed files (the bench's
// "as fast as this machine serves a file" yardstick). Nothing here touches a system nginx or port 80.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export function findNginx() {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => existsSync(path))
}

/**
 * The nginx block of docs/deploying.md (between `<!-- nginx-config -->` markers), with `replacements` applied; each
 * must be found, so a guide that changes under the check fails it instead of being checked half.
 * @param {Record<string, string>} replacements
 */
export function deploymentConfig(replacements) {
  const guide = readFileSync(join(repoRoot, 'docs', 'deploying.md'), 'utf8')
  const block = /<!-- nginx-config -->\s*```nginx\n([\s\S]*?)```\s*<!-- \/nginx-config -->/.exec(guide)?.[1]
  if (!block) throw new Error('docs/deploying.md has no ```nginx block between <!-- nginx-config --> markers')
  let config = block
  for (const [from, to] of Object.entries(replacements)) {
    if (!config.includes(from)) throw new Error(`docs/deploying.md's nginx block no longer contains ${from}`)
    config = config.replaceAll(from, to)
  }
  return config
}

/**
 * Starts nginx in a throwaway folder with `serverBlock` (http-level directives) and resolves once it answers.
 * Workers run as `nobody` when started by root, so the folders they write are world-writable.
 * @param {{ serverBlock: (dir: string) => string, port: number, workers?: string }} options
 */
export async function startNginx({ serverBlock, port, workers = '1' }) {
  if (!findNginx()) throw new Error('nginx is not installed (apt-get install -y nginx-light)')
  // Debian puts nginx in /usr/sbin, which a non-login shell's PATH may lack.
  const env = { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin:/usr/local/nginx/sbin` }
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'))
  chmodSync(dir, 0o777)
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'www']) {
    mkdirSync(join(dir, sub))
    chmodSync(join(dir, sub), 0o777)
  }
  const config = `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; application/javascript js; text/css css; image/svg+xml svg; }
${serverBlock(dir)}
}
`
  writeFileSync(join(dir, 'nginx.conf'), config)
  const checked = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8', env })
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration: ${checked.stderr}\n${config}`)
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'], env })
  let log = ''
  child.stderr.on('data', (chunk) => (log += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`)
    const up = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin}: ${log}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const stopped = new Promise((r) => child.once('exit', r))
  return {
    origin,
    dir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await stopped
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
