import { type AppError } from '@shared/errors'
import { formatNumber } from '@shared/format'

/**
 * `bad_response` errors for a server that crossed one of the bounds in limits.ts. Each names what
 * the service did (`reason`, machine-readable) and the values its sentence names (`params`).
 */

const RETRY = 'Vuelva a intentarlo más tarde; si se repite, avise al soporte.'
const STOPPED = `La descarga se ha detenido. ${RETRY}`

function badResponse(
  reason: string,
  params: Record<string, string | number>,
  message: string,
): AppError {
  return { code: 'bad_response', message, reason, params }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

export function bodyTooLargeError(limitBytes: number): AppError {
  return badResponse(
    'body_too_large',
    { limitMb: megabytes(limitBytes) },
    `La respuesta del servicio supera el tamaño máximo que admite la aplicación (${megabytes(limitBytes)} MB) y se ha descartado. ${RETRY}`,
  )
}

export function invalidJsonError(): AppError {
  return badResponse(
    'invalid_json',
    {},
    `El servicio ha enviado una respuesta que no es JSON válido. ${RETRY}`,
  )
}

export function redirectForeignError(host: string): AppError {
  return badResponse(
    'redirect_foreign',
    { host },
    `El servicio ha intentado redirigir la petición a otro servidor (${host}); la aplicación no la sigue para no enviarle su sesión. Compruebe la dirección del servicio en Ajustes o avise al soporte.`,
  )
}

export function redirectMethodError(method: string): AppError {
  return badResponse(
    'redirect_method',
    { method },
    `El servicio ha respondido con una redirección a una petición ${method}; la aplicación no reenvía cambios por su cuenta, así que no se ha guardado nada. Compruebe la dirección del servicio en Ajustes y vuelva a intentarlo.`,
  )
}

export function tooManyRedirectsError(limit: number): AppError {
  return badResponse(
    'too_many_redirects',
    { limit },
    `El servicio ha redirigido la petición más de ${limit} veces. ${RETRY}`,
  )
}

export function redirectWithoutLocationError(status: number): AppError {
  return badResponse(
    'redirect_without_location',
    { status },
    `El servicio ha respondido con una redirección (HTTP ${status}) sin decir adónde. ${RETRY}`,
  )
}

export function noNewRowsError(page: number): AppError {
  return badResponse(
    'no_new_rows',
    { page },
    `La página ${page} de la lista no trae filas nuevas: el servicio repite lo ya enviado. ${STOPPED}`,
  )
}

export function nextRepeatedError(page: number): AppError {
  return badResponse(
    'next_repeated',
    { page },
    `Tras la página ${page}, el servicio enlaza de nuevo una página ya pedida. ${STOPPED}`,
  )
}

export function nextNotAdvancingError(page: number, nextPage: number): AppError {
  return badResponse(
    'next_not_advancing',
    { page, nextPage },
    `Tras la página ${page}, el servicio enlaza la página ${nextPage} en lugar de una posterior. ${STOPPED}`,
  )
}

export function nextWithoutPageError(page: number): AppError {
  return badResponse(
    'next_without_page',
    { page },
    `Tras la página ${page}, el servicio enlaza la siguiente sin número de página. ${STOPPED}`,
  )
}

export function morePagesThanCountError(count: number, pages: number): AppError {
  return badResponse(
    'more_pages_than_count',
    { count, pages },
    `El servicio anuncia ${formatNumber(count, 0)} filas, que caben en ${formatNumber(pages, 0)} páginas, pero sigue enviando más. ${STOPPED}`,
  )
}

export function pageCeilingError(limit: number, pages: number): AppError {
  return badResponse(
    'page_ceiling',
    { limit, pages },
    `La lista ocuparía ${formatNumber(pages, 0)} páginas y la aplicación descarga como máximo ${formatNumber(limit, 0)}. Acote la búsqueda; si cree que es un error del servicio, avise al soporte.`,
  )
}
