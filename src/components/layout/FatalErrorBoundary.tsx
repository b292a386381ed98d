import { Component, type ErrorInfo, type ReactNode } from 'react'

/** The last line of defence around the whole page: a plain page if even the shell fails to render. */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Fatal render error', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <FatalErrorPage />
  }
}

export function FatalErrorPage() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-6 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white focus-visible:outline-slate-500"
      >
        Reload Page
      </button>
    </main>
  )
}
