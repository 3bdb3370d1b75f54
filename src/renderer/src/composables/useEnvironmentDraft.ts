import { computed, type ComputedRef, ref, type Ref } from 'vue'
import { describeError } from '@shared/errors'
import {
  type Endpoints,
  endpointsOf,
  type Environment,
  EnvironmentSchema,
  type Preset,
} from '@shared/settings'
import { insecureHostOf, insecureTransportError } from '@shared/transport'
import { fieldErrorsOf, type FieldErrors } from '@shared/validation'
import { uiLanguage } from '../i18n/i18n'

export interface EnvironmentDraft {
  preset: Preset
  brand: string
  baseUrl: string
  testBaseUrl: string
}

export function draftOf(environment: Environment): EnvironmentDraft {
  return {
    preset: environment.preset,
    brand: environment.preset === 'fandit' ? (environment.brand ?? '') : '',
    baseUrl: environment.preset === 'custom' ? environment.baseUrl : '',
    testBaseUrl: environment.preset === 'custom' ? environment.testBaseUrl : '',
  }
}

function inputOf(draft: EnvironmentDraft): unknown {
  if (draft.preset === 'fandit') {
    return { preset: 'fandit', brand: draft.brand.trim() === '' ? null : draft.brand }
  }
  if (draft.preset === 'custom') {
    return { preset: 'custom', baseUrl: draft.baseUrl, testBaseUrl: draft.testBaseUrl }
  }
  return { preset: 'demo' }
}

/**
 * An editable environment (SC-ADDR-2), validated live with the shared schema. A plain http:// address
 * that leaves this computer is refused as main refuses it, unless `allowInsecure()` says the user
 * ticked «Permitir conexión sin cifrar»: the form shows why before anything is sent.
 */
export function useEnvironmentDraft(
  initial: Environment,
  allowInsecure: () => boolean,
): {
  draft: Ref<EnvironmentDraft>
  environment: ComputedRef<Environment | null>
  errors: ComputedRef<FieldErrors>
  /** True while an address is refused as unencrypted (the form may point to the setting). */
  insecure: ComputedRef<boolean>
  preview: ComputedRef<Endpoints | null>
  reset: (environment: Environment) => void
} {
  const draft = ref<EnvironmentDraft>(draftOf(initial))
  const parsed = computed(() => EnvironmentSchema.safeParse(inputOf(draft.value)))
  // Each address on its own, so the refusal shows while the other one is still being typed.
  const refused = computed<FieldErrors>(() => {
    if (draft.value.preset !== 'custom' || allowInsecure()) return {}
    const errors: FieldErrors = {}
    for (const field of ['baseUrl', 'testBaseUrl'] as const) {
      const host = insecureHostOf(draft.value[field].trim())
      if (host)
        errors[field] = [describeError(insecureTransportError(host, 'settings'), uiLanguage())]
    }
    return errors
  })
  const ok = computed(() => parsed.value.success && Object.keys(refused.value).length === 0)
  return {
    draft,
    environment: computed(() => (ok.value && parsed.value.success ? parsed.value.data : null)),
    errors: computed(() => ({
      ...refused.value,
      ...(parsed.value.success ? {} : fieldErrorsOf(parsed.value.error, uiLanguage())),
    })),
    insecure: computed(() => Object.keys(refused.value).length > 0),
    preview: computed(() => (parsed.value.success ? endpointsOf(parsed.value.data) : null)),
    reset: (environment) => (draft.value = draftOf(environment)),
  }
}
