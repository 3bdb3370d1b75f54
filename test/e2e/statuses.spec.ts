import { type Page } from '@playwright/test'
import { nextAnswer } from './bridge-answers'
import { expect, test } from './fixtures'
import { ui } from './catalogue'

const FETCHED_AT = /Consultado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/

// The kept copy and «Actualizar» are StatusesView.test.ts's; main's cache, offline too,
// test/integration/concessions/costly-services.test.ts's.
test.describe('case-file statuses', () => {
  test('groups and statuses in server order, the initial one of each group highlighted', async ({
    page,
    shared,
  }, testInfo) => {
    const answer = nextAnswer(page, 'statuses.list')
    await page.goto(shared.at('/statuses'))
    const { groups } = await answer
    expect(groups.length).toBeGreaterThan(1)

    await expect(page.getByTestId('status-group-name')).toHaveText(groups.map((g) => g.name))
    for (const group of groups) {
      const card = page.getByTestId(`status-group-${group.id}`)
      await expect(card.locator('li')).toHaveText(group.status.map((s) => new RegExp(`^${s.name}`)))
      const initial = group.status.filter((s) => s.initial_state)
      await expect(card.getByTestId('status-initial')).toHaveCount(initial.length)
      if (initial[0]) {
        await expect(card.getByTestId('status-initial')).toContainText(initial[0].name)
        await expect(card.getByTestId('status-initial')).toContainText('Inicial')
        // Set apart by more than the tag: its own background.
        const background = (locator: ReturnType<Page['getByTestId']>) =>
          locator.evaluate((el) => getComputedStyle(el).backgroundColor)
        expect(await background(card.getByTestId('status-initial'))).not.toBe(
          await background(card.getByTestId('status-item').first()),
        )
      } else {
        await expect(card.getByTestId('status-no-initial')).toBeVisible()
      }
    }
    await expect(page.getByTestId('fetched-at')).toHaveText(FETCHED_AT)
    // The app creates no case file, so it offers no «status for a new case file» that would go
    // nowhere: the screen says where a new one starts.
    await expect(page.getByText('Estado para un nuevo expediente')).toHaveCount(0)
    await expect(page.getByTestId('statuses-intro')).toContainText(ui((t) => t.statuses.intro))

    const path = testInfo.outputPath('statuses.png')
    await page.screenshot({ path, fullPage: true })
    await testInfo.attach('statuses', { path, contentType: 'image/png' })
  })
})
