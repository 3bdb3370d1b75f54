import { computed, type ComputedRef, ref, type Ref } from 'vue'
import {
  type Endpoints,
  endpointsOf,
  type Environment,
  EnvironmentSchema,
  type Preset,
} from '@shared/settings'
import { fieldErrorsOf, type FieldErrors } from '@shared/validation'

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

/** An editable environment (G2), validated live with the shared schema. */
export function useEnvironmentDraft(initial: Environment): {
  draft: Ref<EnvironmentDraft>
  environment: ComputedRef<Environment | null>
  errors: ComputedRef<FieldErrors>
  preview: ComputedRef<Endpoints | null>
  reset: (environment: Environment) => void
} {
  const draft = ref<EnvironmentDraft>(draftOf(initial))
  const parsed = computed(() => EnvironmentSchema.safeParse(inputOf(draft.value)))
  return {
    draft,
    environment: computed(() => (parsed.value.success ? parsed.value.data : null)),
    errors: computed(() => (parsed.value.success ? {} : fieldErrorsOf(parsed.value.error))),
    preview: computed(() => (parsed.value.success ? endpointsOf(parsed.value.data) : null)),
    reset: (environment) => (draft.value = draftOf(environment)),
  }
}
