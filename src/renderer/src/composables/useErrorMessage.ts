import { useMessage } from 'naive-ui'
import { type AppError } from '@shared/errors'
import { useErrorText } from './useErrorText'

/**
 * Says in a passing message, in the UI language, why an action the user took did not go through,
 * where the screen has no place of its own to say it.
 */
export function useErrorMessage(): (error: AppError) => void {
  const message = useMessage()
  const errorText = useErrorText()
  return (error) => {
    message.error(errorText(error))
  }
}
