import { type DemoServiceProcess } from './demo-service-process'

/** The platform's administrator, who sees some 72 % of the demo service's clients. */
export const ADMIN = 'admin@demo.grantsdesk.es'
export const PASSWORD = 'demo1234'
/** The most clients a page brings (SC-PAGE-4). */
export const PAGE_SIZE = 200

export interface AdminTokens {
  token: string
  ExpertToken: string
}

/** The administrator's tokens, asked of the demo service directly. */
export async function adminTokens(demo: DemoServiceProcess): Promise<AdminTokens> {
  const answer = await fetch(`${demo.url}/api/v2/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
  })
  return (await answer.json()) as AdminTokens
}

/**
 * Every page of the administrator's clients, asked once (best at no latency): the demo service
 * has rendered its rows before a benchmark asks, as a real service has its data ready. Returns
 * how many clients there are.
 */
export async function warmAdminPages(demo: DemoServiceProcess): Promise<number> {
  const { ExpertToken } = await adminTokens(demo)
  const get = (page: number) =>
    fetch(`${demo.url}/api/v2/clients/?page=${page}&page_size=${PAGE_SIZE}`, {
      headers: { authorization: `ExpertToken ${ExpertToken}` },
    }).then((answer) => answer.json() as Promise<{ count: number; next: string | null }>)
  for (let page = 1; ; page += 4) {
    const answers = await Promise.all([0, 1, 2, 3].map((i) => get(page + i)))
    if (answers.some((answer) => !answer.next)) return answers[0]?.count ?? 0
  }
}
