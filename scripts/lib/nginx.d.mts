export function findNginx(): string | undefined
export function deploymentConfig(replacements: Record<string, string>): string
export function startNginx(options: {
  serverBlock: (dir: string) => string
  port: number
  workers?: string
}): Promise<{ origin: string; dir: string; stop: () => Promise<void> }>
