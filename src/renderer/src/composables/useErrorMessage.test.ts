import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import { type AppError, describeError } from '@shared/errors'
import { mountComponent } from '../../../../test/support/mount-component'
import { useErrorMessage } from './useErrorMessage'

describe('the message of an action that did not go through', () => {
  it('says the error in the UI language as a passing error message', async () => {
    const error: AppError = { code: 'forbidden', message: 'No.' }
    let showError: (error: AppError) => void = () => undefined
    const Action = defineComponent({
      setup() {
        showError = useErrorMessage()
        return () => h('div')
      },
    })
    mountComponent(Action, { language: 'en' })
    showError(error)
    await nextTick()
    const shown = document.body.querySelector('.n-message--error-type')
    expect(shown?.textContent).toContain(describeError(error, 'en'))
  })
})
