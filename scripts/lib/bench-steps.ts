// Timing a step of the benches at scale (fees, academics): a warm-up, then `count` runs, each measured in wall time and
// in this process's CPU time (SQLite runs in it): what the step costs without the other programs on a busy machine.

export type StepResult = {
  name: string
  runs: number
  p50: number
  p95: number
  max: number
  cpuP50: number
  cpuP95: number
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!

export async function timeStep(
  name: string,
  count: number,
  step: (i: number) => Promise<unknown>,
): Promise<StepResult> {
  await step(count) // warm-up
  const samples: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    const startCpu = process.cpuUsage()
    await step(i)
    const used = process.cpuUsage(startCpu)
    samples.push(performance.now() - start)
    cpu.push((used.user + used.system) / 1000)
  }
  return {
    name,
    runs: count,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    max: Math.max(...samples),
    cpuP50: quantile(cpu, 0.5),
    cpuP95: quantile(cpu, 0.95),
  }
}

/** The steps as a table (ms), each marked when its p95 is over its target. */
export function printSteps(results: readonly StepResult[], target: (result: StepResult) => number, width = 22) {
  console.log(
    `${'step'.padEnd(width)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)} ${'cpu p50'.padStart(8)} ${'cpu p95'.padStart(8)}`,
  )
  for (const r of results) {
    const limit = target(r)
    const cells = [r.p50, r.p95, r.max, r.cpuP50, r.cpuP95].map((n) => n.toFixed(1).padStart(8)).join(' ')
    console.log(`${r.name.padEnd(width)} ${cells}${r.p95 > limit ? `  (over ${limit} ms at p95)` : ''}`)
  }
}
