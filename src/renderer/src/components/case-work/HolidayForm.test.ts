import { describe, expect, it } from 'vitest'
import { settle } from '../../../../../test/support/fake-bridge'
import { mountComponent } from '../../../../../test/support/mount-component'
import { bodyElement, typeInto } from '../../../../../test/support/page-queries'
import { type LocalHoliday } from '@shared/settings'
import HolidayForm from './HolidayForm.vue'

function mountForm(municipality: boolean, kept: boolean) {
  const saved: LocalHoliday[] = []
  mountComponent(HolidayForm, {
    props: {
      municipality,
      testid: 'holiday',
      save: (draft: LocalHoliday) => {
        saved.push(draft)
        return Promise.resolve(kept)
      },
    },
  })
  return saved
}
const nameInput = () => bodyElement('holiday-name').querySelector('input') as HTMLInputElement

async function fill(name: string): Promise<void> {
  const date = bodyElement('holiday-date').querySelector('input') as HTMLInputElement
  date.value = '26/12/2026'
  date.dispatchEvent(new Event('input'))
  date.dispatchEvent(new Event('blur'))
  await typeInto('holiday-name', name)
}

describe('HolidayForm', () => {
  it('adds nothing without a date and a name, and asks for the place only when told', async () => {
    mountForm(false, true)
    await settle()
    expect(bodyElement<HTMLButtonElement>('holiday-add').disabled).toBe(true)
    expect(document.querySelector('[data-testid="holiday-municipality"]')).toBeNull()
  })

  it('sends the day, the name trimmed and the place, and empties once kept', async () => {
    const saved = mountForm(true, true)
    await settle()
    await fill('  Cierre del registro ')
    await typeInto('holiday-municipality', 'Getafe')
    bodyElement('holiday-add').click()
    await settle()
    expect(saved).toEqual([
      { date: '2026-12-26', name: 'Cierre del registro', municipality: 'Getafe' },
    ])
    expect(nameInput().value).toBe('')
  })

  it('keeps what was typed when it could not be kept', async () => {
    const saved = mountForm(false, false)
    await settle()
    await fill('San Esteban')
    bodyElement('holiday-add').click()
    await settle()
    expect(saved).toEqual([{ date: '2026-12-26', name: 'San Esteban', municipality: null }])
    expect(nameInput().value).toBe('San Esteban')
  })
})
