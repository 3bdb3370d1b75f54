/**
 * Tells Spanish text from English: characters English never uses, and short words that are common
 * in Spanish sentences and in the app's Spanish labels but never appear in its English. Used by
 * the catalogue's unit test and by the English walk through every screen.
 */

/** Accented vowels, ñ and the opening marks. */
const SPANISH_CHARACTERS = /[áéíóúüñÁÉÍÓÚÜÑ¿¡]/g

/** Lower case; matched as whole words, ignoring case. */
const SPANISH_WORDS: readonly string[] = [
  // Words every Spanish sentence has.
  'de',
  'del',
  'el',
  'la',
  'las',
  'los',
  'que',
  'para',
  'con',
  'por',
  'una',
  'sus',
  'y',
  'o',
  'sin',
  'hay',
  'ha',
  'se',
  'lo',
  'al',
  'es',
  // The app's Spanish labels that carry no accent.
  'guardar',
  'cancelar',
  'buscar',
  'cerrar',
  'entrar',
  'usar',
  'clientes',
  'cliente',
  'sincronizar',
  'exportar',
  'ajustes',
  'ficha',
  'estado',
  'estados',
  'actualizar',
  'editar',
  'concesiones',
  'simulador',
  'bandeja',
  'salida',
  'cuentas',
  'resumen',
  'periodo',
  'todas',
  'ninguna',
  'ninguno',
  'nombre',
  'correo',
  'provincia',
  'provincias',
  'importe',
  'fecha',
  'ayuda',
  'ayudas',
  'convocatoria',
  'expediente',
  'perfil',
  'grupo',
  'resolver',
  'descartar',
  'pendiente',
  'conflicto',
  'rechazado',
  'elija',
  'escriba',
  'introduzca',
]

const WORD = /[\p{L}]+/gu
/** Addresses are neither language: `api.fandit.es`, `nombre@despacho.es`, `https://…`. */
const ADDRESS = /\S*(?:@|:\/\/)\S*|\b[\w-]+(?:\.[\w-]+)+\b/g
const words = new Set(SPANISH_WORDS)

/** The Spanish characters and words in `text` (empty when it reads as English). */
export function spanishIn(text: string): string[] {
  const found = new Set<string>(text.match(SPANISH_CHARACTERS) ?? [])
  for (const word of text.replace(ADDRESS, ' ').match(WORD) ?? []) {
    if (words.has(word.toLowerCase())) found.add(word)
  }
  return [...found]
}
