// Static demo data: the 20 clubs of Serie A 2026/27 with their colours, name pools for invented
// players and managers, and the countries list.

export interface ClubData {
  name: string;
  abbreviation: string;
  primary: string;
  secondary: string;
  /** 1 (weakest) to 5 (strongest): prices and results follow it. */
  strength: number;
}

export const CLUBS: ClubData[] = [
  { name: "Atalanta", abbreviation: "ATA", primary: "#1e71b8", secondary: "#111111", strength: 4 },
  { name: "Bologna", abbreviation: "BOL", primary: "#a21c26", secondary: "#1a2f48", strength: 3 },
  { name: "Cagliari", abbreviation: "CAG", primary: "#a0001e", secondary: "#002350", strength: 2 },
  { name: "Como", abbreviation: "COM", primary: "#1b4ba5", secondary: "#ffffff", strength: 3 },
  { name: "Cremonese", abbreviation: "CRE", primary: "#c8102e", secondary: "#9aa3ad", strength: 1 },
  { name: "Fiorentina", abbreviation: "FIO", primary: "#592c82", secondary: "#ffffff", strength: 3 },
  { name: "Genoa", abbreviation: "GEN", primary: "#a50f2d", secondary: "#002d62", strength: 2 },
  { name: "Hellas Verona", abbreviation: "VER", primary: "#1d3f8c", secondary: "#ffd600", strength: 1 },
  { name: "Inter", abbreviation: "INT", primary: "#0068a8", secondary: "#111111", strength: 5 },
  { name: "Juventus", abbreviation: "JUV", primary: "#111111", secondary: "#ffffff", strength: 5 },
  { name: "Lazio", abbreviation: "LAZ", primary: "#7cc6ea", secondary: "#ffffff", strength: 4 },
  { name: "Lecce", abbreviation: "LEC", primary: "#f2c400", secondary: "#c8102e", strength: 1 },
  { name: "AC Milan", abbreviation: "MIL", primary: "#d5121a", secondary: "#111111", strength: 5 },
  { name: "Napoli", abbreviation: "NAP", primary: "#12a0d7", secondary: "#ffffff", strength: 5 },
  { name: "Parma", abbreviation: "PAR", primary: "#f5d000", secondary: "#1b3a8c", strength: 2 },
  { name: "Pisa", abbreviation: "PIS", primary: "#1c4fa0", secondary: "#111111", strength: 1 },
  { name: "AS Roma", abbreviation: "ROM", primary: "#8e1f2f", secondary: "#f0bc42", strength: 4 },
  { name: "Sassuolo", abbreviation: "SAS", primary: "#00a752", secondary: "#111111", strength: 2 },
  { name: "Torino", abbreviation: "TOR", primary: "#8a1e03", secondary: "#ffffff", strength: 3 },
  { name: "Udinese", abbreviation: "UDI", primary: "#222222", secondary: "#ffffff", strength: 2 },
];

export const FORMATIONS = ["3-4-3", "3-5-2", "4-3-3", "4-4-2", "4-5-1", "5-3-2", "5-4-1"] as const;

export const FIRST_NAMES = [
  "Alessandro", "Andrea", "Antonio", "Davide", "Federico", "Francesco", "Gianluca", "Giorgio", "Giovanni", "Lorenzo",
  "Luca", "Marco", "Matteo", "Nicolo", "Paolo", "Pietro", "Riccardo", "Roberto", "Simone", "Stefano",
  "Tommaso", "Valerio", "Emanuele", "Daniele", "Filippo", "Gabriele", "Leonardo", "Manuel", "Mattia", "Samuele",
  "Lucas", "Mateo", "Joao", "Diego", "Santiago", "Nicolas", "Thiago", "Rafael", "Bruno", "Pedro",
  "Kevin", "Jonas", "Lukas", "Milan", "Ivan", "Marko", "Nikola", "Sergej", "Teun", "Jesper",
  "Youssef", "Amadou", "Moussa", "Ibrahim", "Kamil", "Piotr", "Emil", "Oscar", "Arthur", "Hugo",
];

export const LAST_NAMES = [
  "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
  "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti",
  "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso", "Ferrara", "Galli", "Martini", "Leone",
  "Longo", "Gentile", "Martinelli", "Vitale", "Lombardo", "Serra", "Coppola", "De Santis", "D'Angelo", "Marchetti",
  "Parisi", "Villa", "Conte", "Ferraro", "Ferri", "Fabbri", "Bianco", "Marini", "Grasso", "Valentini",
  "Messina", "Sala", "De Angelis", "Gatti", "Pellegrini", "Palumbo", "Sanna", "Farina", "Rizzi", "Monti",
  "Silva", "Santos", "Pereira", "Fernandez", "Gomez", "Lopez", "Martinez", "Alvarez", "Herrera", "Castro",
  "Muller", "Schmidt", "Novak", "Kovac", "Horvat", "Petrovic", "Jankovic", "Nielsen", "Jensen", "Larsen",
  "Diallo", "Traore", "Kone", "Camara", "Mensah", "Osei", "Nowak", "Kowalski", "Lindqvist", "Dubois",
];

/** Countries: ISO 3166 alpha-2 code, English and Italian names. */
export const COUNTRIES: [string, string, string][] = [
  ["AL", "Albania", "Albania"], ["AR", "Argentina", "Argentina"], ["AT", "Austria", "Austria"], ["AU", "Australia", "Australia"],
  ["BA", "Bosnia and Herzegovina", "Bosnia ed Erzegovina"], ["BE", "Belgium", "Belgio"], ["BG", "Bulgaria", "Bulgaria"],
  ["BR", "Brazil", "Brasile"], ["CA", "Canada", "Canada"], ["CH", "Switzerland", "Svizzera"], ["CL", "Chile", "Cile"],
  ["CM", "Cameroon", "Camerun"], ["CN", "China", "Cina"], ["CO", "Colombia", "Colombia"], ["CY", "Cyprus", "Cipro"],
  ["CZ", "Czechia", "Cechia"], ["DE", "Germany", "Germania"], ["DK", "Denmark", "Danimarca"], ["DZ", "Algeria", "Algeria"],
  ["EE", "Estonia", "Estonia"], ["EG", "Egypt", "Egitto"], ["ES", "Spain", "Spagna"], ["FI", "Finland", "Finlandia"],
  ["FR", "France", "Francia"], ["GB", "United Kingdom", "Regno Unito"], ["GE", "Georgia", "Georgia"], ["GH", "Ghana", "Ghana"],
  ["GR", "Greece", "Grecia"], ["HR", "Croatia", "Croazia"], ["HU", "Hungary", "Ungheria"], ["IE", "Ireland", "Irlanda"],
  ["IL", "Israel", "Israele"], ["IN", "India", "India"], ["IS", "Iceland", "Islanda"], ["IT", "Italy", "Italia"],
  ["JP", "Japan", "Giappone"], ["KR", "South Korea", "Corea del Sud"], ["LT", "Lithuania", "Lituania"], ["LU", "Luxembourg", "Lussemburgo"],
  ["LV", "Latvia", "Lettonia"], ["MA", "Morocco", "Marocco"], ["MC", "Monaco", "Monaco"], ["ME", "Montenegro", "Montenegro"],
  ["MK", "North Macedonia", "Macedonia del Nord"], ["MT", "Malta", "Malta"], ["MX", "Mexico", "Messico"], ["NG", "Nigeria", "Nigeria"],
  ["NL", "Netherlands", "Paesi Bassi"], ["NO", "Norway", "Norvegia"], ["NZ", "New Zealand", "Nuova Zelanda"], ["PE", "Peru", "Perù"],
  ["PL", "Poland", "Polonia"], ["PT", "Portugal", "Portogallo"], ["RO", "Romania", "Romania"], ["RS", "Serbia", "Serbia"],
  ["SE", "Sweden", "Svezia"], ["SI", "Slovenia", "Slovenia"], ["SK", "Slovakia", "Slovacchia"], ["SM", "San Marino", "San Marino"],
  ["SN", "Senegal", "Senegal"], ["TN", "Tunisia", "Tunisia"], ["TR", "Turkey", "Turchia"], ["UA", "Ukraine", "Ucraina"],
  ["US", "United States", "Stati Uniti"], ["UY", "Uruguay", "Uruguay"], ["VA", "Vatican City", "Città del Vaticano"], ["ZA", "South Africa", "Sudafrica"],
];

/** Where demo managers come from: mostly Italy. */
export const MANAGER_COUNTRIES = ["IT", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "IT", "GB", "DE", "FR", "ES", "CH", "US", "AL", "RO", "BR"];

export const TEAM_WORDS = [
  "Azzurri", "Calcio", "Dynamo", "Real", "Sporting", "Atletico", "United", "Stella", "Virtus", "Fortitudo",
  "Aquile", "Lupi", "Leoni", "Falchi", "Tori", "Grifoni", "Zebre", "Diavoli", "Vespe", "Gabbiani",
];
