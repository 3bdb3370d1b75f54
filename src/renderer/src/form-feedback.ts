/** What a naive-ui NFormItem shows of its field's problem, bound with `v-bind`. */
export interface FieldFeedback {
  validationStatus?: 'error' | 'warning'
  feedback?: string
}

/** The field's error first, else its warning, else nothing: the status and the sentence together. */
export function fieldFeedback(error?: string | null, warning?: string | null): FieldFeedback {
  if (error) return { validationStatus: 'error', feedback: error }
  if (warning) return { validationStatus: 'warning', feedback: warning }
  return {}
}
