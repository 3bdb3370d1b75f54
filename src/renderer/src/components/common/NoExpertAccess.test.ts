import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { type Router, useRouter } from 'vue-router'
import { mountComponent } from '../../../../../test/support/mount-component'
import { settle } from '../../../../../test/support/fake-bridge'
import NoExpertAccess from './NoExpertAccess.vue'

describe('a screen for experts only', () => {
  it('says why in its own words, and takes the account to its profile', async () => {
    const seen: { router?: Router } = {}
    const Screen = defineComponent({
      setup() {
        seen.router = useRouter()
        return () => h(NoExpertAccess, { area: 'statuses' })
      },
    })
    const wrapper = mountComponent(Screen)
    const result = wrapper.get('[data-testid="statuses-no-expert"]')
    expect(result.text()).toContain('Los estados de expediente son solo para expertos.')
    await result.get('button').trigger('click')
    await settle()
    expect(seen.router?.currentRoute.value.name).toBe('profile')
  })
})
