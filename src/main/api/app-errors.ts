import { type AppError, AppFailure } from '@shared/errors'
import { type FieldErrors } from '@shared/validation'
import { fieldErrorsOf, serverMessageOf } from './server-message'

function sentence(text: string): string {
  return /[.!?…»)]$/.test(text) ? text : `${text}.`
}

/** The service said something: keep its words, add what to do next. */
export function httpError(status: number, body: unknown): AppError {
  const { text, fromServer } = serverMessageOf(body, status)
  const serverMessage = fromServer ? text : undefined
  const base = { status, ...(serverMessage ? { serverMessage } : {}) }
  if (status === 401) {
    return {
      ...base,
      code: 'unauthorized',
      message: 'Su sesión ha caducado. Vuelva a iniciar sesión para continuar.',
    }
  }
  if (status === 403) {
    if (/cr[eé]ditos?/i.test(text)) {
      return {
        ...base,
        code: 'no_credits',
        message: `${sentence(text)} Recargue créditos en su cuenta del servicio o consulte los datos ya guardados.`,
      }
    }
    return {
      ...base,
      code: 'forbidden',
      message: `${sentence(text)} Su cuenta no tiene permiso para esta operación; si cree que debería tenerlo, consulte con el administrador de su plataforma.`,
    }
  }
  if (status === 404) {
    return {
      ...base,
      code: 'not_found',
      message:
        'No se ha encontrado en el servicio. Compruebe el identificador o actualice la lista.',
    }
  }
  if (status === 429) {
    return {
      ...base,
      code: 'rate_limited',
      message:
        'El servicio está recibiendo demasiadas peticiones. Espere un momento y vuelva a intentarlo.',
    }
  }
  if (status >= 500) {
    return {
      ...base,
      code: 'server',
      message: `El servicio de ayudas ha fallado (${text}). Vuelva a intentarlo en unos minutos.`,
    }
  }
  const fields: FieldErrors | null = fieldErrorsOf(body)
  return {
    ...base,
    code: 'validation',
    message: `${sentence(text)} Revise los datos y vuelva a intentarlo.`,
    ...(fields ? { fields } : {}),
  }
}

export function offlineError(): AppError {
  return {
    code: 'offline',
    message:
      'Sin conexión con el servicio de ayudas. Compruebe su conexión a Internet y vuelva a intentarlo; mientras tanto verá los datos guardados.',
  }
}

export function timeoutError(seconds: number): AppError {
  return {
    code: 'timeout',
    message: `El servicio de ayudas no ha respondido en ${seconds} s. Vuelva a intentarlo en unos minutos.`,
  }
}

export function cancelledError(): AppError {
  return { code: 'cancelled', message: 'Operación cancelada.' }
}

/**
 * The service answered something the app cannot use. `reason` says what (see answer-errors.ts for
 * the bounds a server may not cross); `params` carries the values the sentence names.
 */
export function badResponseError(
  detail: string,
  reason: string,
  params: Record<string, string | number> = {},
): AppError {
  return {
    code: 'bad_response',
    message: `El servicio ha enviado una respuesta que la aplicación no entiende (${detail}). Vuelva a intentarlo; si se repite, avise al soporte.`,
    reason,
    params,
  }
}

export function fail(error: AppError): never {
  throw new AppFailure(error)
}
