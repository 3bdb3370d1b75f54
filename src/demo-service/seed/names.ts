import { foldText } from '@shared/text'
import { type Random } from '../random'

const FIRST_NAMES: readonly string[] = [
  'Ana',
  'María',
  'Lucía',
  'Carmen',
  'Laura',
  'Marta',
  'Elena',
  'Isabel',
  'Cristina',
  'Paula',
  'Nuria',
  'Raquel',
  'Silvia',
  'Beatriz',
  'Rocío',
  'Pilar',
  'Montserrat',
  'Ainhoa',
  'Noelia',
  'Irene',
  'Antonio',
  'José',
  'Manuel',
  'Francisco',
  'David',
  'Javier',
  'Daniel',
  'Carlos',
  'Miguel',
  'Alejandro',
  'Pablo',
  'Sergio',
  'Jorge',
  'Alberto',
  'Fernando',
  'Raúl',
  'Iñaki',
  'Jordi',
  'Xavier',
  'Rubén',
]

export const SURNAMES: readonly string[] = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Morales',
  'Suárez',
  'Ortega',
  'Delgado',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Núñez',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Santos',
  'Lozano',
  'Guerrero',
  'Cano',
  'Prieto',
  'Méndez',
  'Cruz',
  'Calvo',
  'Gallego',
  'Vidal',
  'León',
  'Herrera',
  'Peña',
  'Etxeberria',
  'Puig',
]

/** A line of business: the word it puts in a company name and the CNAE classes and activity it implies. */
export interface Sector {
  word: string
  cnaes: readonly number[]
  activity: number
  /** Actions (catalogue ids) such a company typically plans. */
  actions: readonly number[]
}

export const SECTORS: readonly Sector[] = [
  { word: 'Talleres', cnaes: [4520, 4532], activity: 3, actions: [9, 15, 22] },
  { word: 'Construcciones', cnaes: [4121, 4399], activity: 4, actions: [10, 22, 28] },
  { word: 'Transportes', cnaes: [4941, 5229], activity: 7, actions: [15, 1, 28] },
  { word: 'Panadería', cnaes: [1071, 4724], activity: 2, actions: [11, 24, 2] },
  { word: 'Bodegas', cnaes: [1102, 4634], activity: 2, actions: [36, 2, 12] },
  { word: 'Hostelería', cnaes: [5610, 5630], activity: 6, actions: [39, 4, 9] },
  { word: 'Distribuciones', cnaes: [4690, 4639], activity: 5, actions: [1, 2, 26] },
  { word: 'Consultoría', cnaes: [7022, 7490], activity: 9, actions: [1, 3, 31] },
  { word: 'Ingeniería', cnaes: [7112, 7120], activity: 9, actions: [17, 18, 8] },
  { word: 'Carpintería', cnaes: [1623, 4332], activity: 3, actions: [22, 11, 35] },
  { word: 'Instalaciones Eléctricas', cnaes: [4321], activity: 4, actions: [12, 15, 28] },
  { word: 'Fontanería', cnaes: [4322], activity: 4, actions: [9, 29, 22] },
  { word: 'Reformas', cnaes: [4399, 4334], activity: 4, actions: [10, 28, 4] },
  { word: 'Servicios Informáticos', cnaes: [6201, 6202], activity: 8, actions: [8, 3, 17] },
  { word: 'Agropecuaria', cnaes: [150, 111], activity: 1, actions: [12, 16, 22] },
  { word: 'Conservas', cnaes: [1039, 1022], activity: 2, actions: [6, 36, 11] },
  { word: 'Aceites', cnaes: [1043, 4633], activity: 2, actions: [36, 2, 13] },
  { word: 'Cerámicas', cnaes: [2332, 2331], activity: 3, actions: [9, 6, 36] },
  { word: 'Textil', cnaes: [1392, 1413], activity: 3, actions: [2, 16, 6] },
  { word: 'Muebles', cnaes: [3109, 4759], activity: 3, actions: [2, 22, 37] },
  { word: 'Inmobiliaria', cnaes: [6831, 6820], activity: 9, actions: [4, 1, 10] },
  { word: 'Clínica Dental', cnaes: [8623], activity: 11, actions: [1, 22, 31] },
  { word: 'Autoescuela', cnaes: [8553], activity: 12, actions: [15, 4, 31] },
  { word: 'Asesoría', cnaes: [6920, 7022], activity: 9, actions: [1, 5, 3] },
  { word: 'Artes Gráficas', cnaes: [1812, 1813], activity: 3, actions: [6, 11, 2] },
  { word: 'Logística', cnaes: [5210, 5229], activity: 7, actions: [7, 15, 23] },
  { word: 'Frutas', cnaes: [4631, 123], activity: 1, actions: [36, 16, 7] },
  { word: 'Quesos', cnaes: [1054, 141], activity: 2, actions: [36, 11, 2] },
  { word: 'Embutidos', cnaes: [1013], activity: 2, actions: [22, 36, 11] },
  { word: 'Viveros', cnaes: [130, 4776], activity: 1, actions: [2, 12, 4] },
  { word: 'Estructuras Metálicas', cnaes: [2511, 2562], activity: 3, actions: [6, 22, 23] },
  { word: 'Climatización', cnaes: [4322, 3320], activity: 4, actions: [9, 13, 28] },
  { word: 'Energía Solar', cnaes: [3519, 4321], activity: 10, actions: [12, 14, 17] },
  { word: 'Diseño Gráfico', cnaes: [7410, 7311], activity: 9, actions: [4, 2, 8] },
  { word: 'Hotel', cnaes: [5510], activity: 6, actions: [39, 9, 12] },
  { word: 'Restaurante', cnaes: [5610], activity: 6, actions: [39, 24, 29] },
]

const PLACE_WORDS: readonly string[] = [
  'Levante',
  'del Sur',
  'del Norte',
  'Mediterráneo',
  'Atlántico',
  'Cantábrico',
  'Ibérica',
  'Castellana',
  'del Ebro',
  'de la Sierra',
  'del Valle',
  'Peninsular',
]

const BRAND_STARTS: readonly string[] = [
  'Innova',
  'Eco',
  'Agro',
  'Tecno',
  'Nova',
  'Bio',
  'Solar',
  'Data',
  'Medi',
  'Iber',
]
const BRAND_ENDS: readonly string[] = [
  'tec',
  'verde',
  'sistemas',
  'global',
  'lab',
  'net',
  'gestión',
]
const BRAND_TAILS: readonly string[] = ['Soluciones', 'Servicios', 'Proyectos', 'Innovación', '']

export type LegalForm = 'S.L.' | 'S.L.U.' | 'S.A.' | 'S.Coop.' | 'asociación' | 'autónomo'

export const LEGAL_FORMS: readonly LegalForm[] = [
  'S.L.',
  'S.L.U.',
  'S.A.',
  'S.Coop.',
  'asociación',
  'autónomo',
]
export const LEGAL_FORM_WEIGHTS: readonly number[] = [52, 12, 8, 5, 5, 18]

export function personName(random: Random): { first: string; last: string; full: string } {
  const first = random.pick(FIRST_NAMES)
  const last = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`
  return { first, last, full: `${first} ${last}` }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** A company name for a form other than «autónomo», with the legal form at its end. */
export function companyName(random: Random, form: LegalForm, sector: Sector, town: string): string {
  if (form === 'asociación') {
    return random.chance(0.5)
      ? `Asociación de ${sector.word} de ${town}`
      : `Fundación ${random.pick(SURNAMES)} ${random.pick(['para el Desarrollo Local', 'Innovación Social', 'de Estudios Rurales'])}`
  }
  if (form === 'S.Coop.') {
    return `${random.pick(['Cooperativa', 'Sociedad Cooperativa'])} ${sector.word} ${random.pick(['San Isidro', 'Nuestra Señora del Rosario', 'La Unión', 'El Progreso', town])} S.Coop.`
  }
  const roll = random.next()
  let base: string
  if (roll < 0.35) base = `${sector.word} ${random.pick(SURNAMES)}`
  else if (roll < 0.5) base = `${sector.word} ${random.pick(SURNAMES)} e Hijos`
  else if (roll < 0.68) base = `${sector.word} ${random.pick(PLACE_WORDS)}`
  else if (roll < 0.8) base = `${sector.word} ${town}`
  else if (roll < 0.88) base = `${random.pick(SURNAMES)} y ${random.pick(SURNAMES)} Asociados`
  else {
    const brand = capitalise(`${random.pick(BRAND_STARTS)}${random.pick(BRAND_ENDS)}`)
    base = `${brand} ${random.pick(BRAND_TAILS)}`.trim()
  }
  return `${base} ${form}`
}

/** The letter a CIF starts with for each legal form. */
export function cifLetterOf(form: LegalForm): string {
  switch (form) {
    case 'S.A.':
      return 'A'
    case 'S.Coop.':
      return 'F'
    case 'asociación':
      return 'G'
    default:
      return 'B'
  }
}

/** An e-mail or URL-safe slug: «Talleres Fernández S.L.» → «talleresfernandez». */
export function slugOf(text: string, separator = ''): string {
  return foldText(text)
    .replace(/\s(s\.l\.u\.|s\.l\.|s\.a\.|s\.coop\.)$/, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join(separator)
}

/**
 * How the public grants database might spell a beneficiary's name: upper case, without accents,
 * without the dots of the legal form or with a comma before it (SC-CONC-5: names may differ slightly).
 */
export function nameVariants(name: string): readonly string[] {
  const upper = name.toUpperCase()
  const folded = foldText(name).toUpperCase()
  const noDots = upper
    .replace(/S\.L\.U\./g, 'SLU')
    .replace(/S\.L\./g, 'SL')
    .replace(/S\.A\./g, 'SA')
  const comma = name.replace(/ (S\.L\.U\.|S\.L\.|S\.A\.|S\.Coop\.)$/, ', $1')
  return [upper, upper, folded, noDots, comma, name]
}
