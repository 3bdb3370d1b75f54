import { type PortfolioRun, type PortfolioScope } from '@shared/portfolio/portfolio'
import { type PortfolioKind } from '@shared/portfolio/portfolio-constants'
import { type Harness } from '../harness/server'
import { callMain } from './fixtures'

/**
 * A «Cartera» run through main, with the user's word for its requests, and again each time page 1
 * of the profiles or NIFs shows more pages (SC-COST-3): for a test of what a run leaves, not of
 * how it asks (portfolio.spec.ts asks on the screen).
 */
export async function runThroughMain(
  app: Pick<Harness, 'services' | 'listen'>,
  kind: PortfolioKind,
  scope: PortfolioScope = { filter: null },
): Promise<PortfolioRun> {
  const plan = await callMain(app, 'portfolio.plan', { kind, scope })
  const unlisten = app.listen((event, payload) => {
    if (event !== 'portfolio.needsMore') return
    const { requests } = payload as { requests: number }
    void callMain(app, 'portfolio.confirmMore', { kind, confirmedRequests: requests })
  })
  try {
    return await callMain(app, 'portfolio.run', { kind, scope, confirmedRequests: plan.requests })
  } finally {
    unlisten()
  }
}
