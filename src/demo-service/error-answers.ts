import { type FastifyError, type FastifyInstance } from 'fastify'

/**
 * `{"detail": "…"}` (SC-ERR-7), field errors `{"<field>": ["…"]}` for validation, or the one body
 * the vendor documents, `{"errors": "…"}` of a 400 of `funds/`.
 */
export type ErrorBody = { detail: string } | Record<string, string[]> | { errors: string }

/** A failure the service answers on purpose, with its Spanish body; null sends no body at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`HTTP ${status}`)
  }
}

export const TEXT = {
  notFound: 'No encontrado.',
  invalidPage: 'Página inválida.',
  noCredits: 'No dispone de créditos suficientes para esta consulta',
  badCredentials: 'No puede iniciar sesión con las credenciales proporcionadas.',
  required: 'Este campo es requerido.',
  blank: 'Este campo no puede estar en blanco.',
  malformedJson: 'El cuerpo de la petición no es un JSON válido.',
  emptyBody: 'El cuerpo de la petición está vacío.',
  unsupportedMedia: 'Tipo de contenido no soportado: envíe application/json.',
  bodyTooLarge: 'El cuerpo de la petición es demasiado grande.',
  internal: 'Error interno del servidor. Inténtelo de nuevo más tarde.',
  unavailable: 'Servicio no disponible temporalmente. Inténtelo de nuevo en unos minutos.',
  tooManyRequests: 'Demasiadas peticiones. Espere un momento antes de volver a intentarlo.',
} as const

export function detailError(status: number, detail: string): ApiError {
  return new ApiError(status, { detail })
}

export const notFound = (): ApiError => detailError(404, TEXT.notFound)

export function fieldErrors(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errors)
}

/** Fastify's own failures (body parsing, limits), in Spanish and without internals. */
function frameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return detailError(400, TEXT.malformedJson)
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return detailError(400, TEXT.emptyBody)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return detailError(415, TEXT.unsupportedMedia)
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return detailError(413, TEXT.bodyTooLarge)
  }
  // JSON.parse failures of the default parser carry a 400 and no code of their own.
  if (error.statusCode === 400 || error instanceof SyntaxError) {
    return detailError(400, TEXT.malformedJson)
  }
  return detailError(500, TEXT.internal)
}

/** Every error leaves as a Spanish JSON body: never a stack trace or an English framework text. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const apiError = error instanceof ApiError ? error : frameworkError(error)
    reply.code(apiError.status).headers(apiError.headers)
    return apiError.body === null ? reply.send() : reply.send(apiError.body)
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: TEXT.notFound }))
}
