// Editorial content of the demo, in English and Italian: news, prizes, rules, FAQ, terms.
import type { Tx } from "../../lib/db";
import { DEFAULT_POINT_ACTIONS, pointsFor } from "../../lib/game/scoring";
import { banner, trophy } from "./images";

const TAGS = [
  { slug: "transfers", nameEn: "Transfers", nameIt: "Trasferimenti" },
  { slug: "injuries", nameEn: "Injuries", nameIt: "Infortuni" },
  { slug: "tips", nameEn: "Tips", nameIt: "Consigli" },
  { slug: "round-review", nameEn: "Round review", nameIt: "Analisi della giornata" },
  { slug: "game-news", nameEn: "Game news", nameIt: "Novità del gioco" },
];

interface Article {
  en: [headline: string, short: string, paragraphs: string[]];
  it: [headline: string, short: string, paragraphs: string[]];
  tags: string[];
  daysAgo: number;
  author: string;
}

const ARTICLES: Article[] = [
  {
    en: [
      "Round 13 is live",
      "The deadline has passed: follow your live points as the games are played.",
      [
        "Round 13 kicked off on Friday night and your squads are locked. Points update as the operators enter the results of each game.",
        "Remember: live points already include the automatic substitutions and the vice-captain switch that would apply if the round ended now.",
      ],
    ],
    it: [
      "La 13ª giornata è in corso",
      "La scadenza è passata: segui i tuoi punti in diretta mentre si giocano le partite.",
      [
        "La 13ª giornata è iniziata venerdì sera e le rose sono bloccate. I punti si aggiornano man mano che vengono inseriti i risultati di ogni partita.",
        "Ricorda: i punti live includono già le sostituzioni automatiche e il passaggio al vicecapitano che si applicherebbero se la giornata finisse adesso.",
      ],
    ],
    tags: ["game-news", "round-review"],
    daysAgo: 1,
    author: "Giulia Ferri",
  },
  {
    en: [
      "Five differentials for the next deadline",
      "Low ownership, strong fixtures: our picks to climb the rankings.",
      [
        "Everybody owns the big names. To gain ground you need players that few managers have, with fixtures that favour them.",
        "We looked at shots on target, minutes and the next four opponents to find five bargains under €6.0M.",
      ],
    ],
    it: [
      "Cinque scelte controcorrente per la prossima scadenza",
      "Poco possesso, calendario favorevole: i nostri consigli per scalare la classifica.",
      [
        "Tutti hanno i grandi nomi. Per guadagnare posizioni servono giocatori che pochi allenatori possiedono, con un calendario favorevole.",
        "Abbiamo analizzato tiri in porta, minuti giocati e i prossimi quattro avversari per trovare cinque occasioni sotto i 6,0 milioni.",
      ],
    ],
    tags: ["tips"],
    daysAgo: 3,
    author: "Marco Santoro",
  },
  {
    en: [
      "Round 12 review: a clean sheet feast",
      "Defences ruled the weekend and managers who trusted them climbed the table.",
      [
        "Eight clean sheets across the round rewarded managers who trusted their defenders.",
        "The season dream team has changed again: check who made the cut.",
      ],
    ],
    it: [
      "Analisi della 12ª giornata: festa delle porte inviolate",
      "Le difese hanno dominato il weekend e chi ha puntato su di loro ha scalato la classifica.",
      [
        "Otto porte inviolate nella giornata hanno premiato chi ha creduto nei propri difensori.",
        "La top 11 della stagione è cambiata di nuovo: scopri chi è entrato.",
      ],
    ],
    tags: ["round-review"],
    daysAgo: 11,
    author: "Giulia Ferri",
  },
  {
    en: [
      "Injury update before the international break",
      "Who is fit, who is doubtful and who will miss the next rounds.",
      [
        "Several key players picked up knocks in the last round. Their status in the game is updated as soon as the clubs confirm.",
        "Yellow means doubtful, minor injury or unhealthy; red means out.",
      ],
    ],
    it: [
      "Aggiornamento infortuni prima della sosta",
      "Chi è disponibile, chi è in dubbio e chi salterà le prossime giornate.",
      [
        "Diversi giocatori importanti hanno accusato problemi nell'ultima giornata. Il loro stato nel gioco viene aggiornato appena i club lo confermano.",
        "Il giallo indica in dubbio, infortunio lieve o indisposto; il rosso indica indisponibile.",
      ],
    ],
    tags: ["injuries"],
    daysAgo: 13,
    author: "Luca Bianchi",
  },
  {
    en: [
      "When to play your Wildcard",
      "One Wildcard in each half of the season: unlimited free transfers until the next deadline.",
      [
        "The Wildcard lets you rebuild your squad without penalty points, but only once in each half of the season.",
        "The best moment is usually before a run of favourable fixtures or after several injuries hit your team.",
      ],
    ],
    it: [
      "Quando usare la Wildcard",
      "Una Wildcard per ogni metà della stagione: trasferimenti illimitati e gratuiti fino alla prossima scadenza.",
      [
        "La Wildcard ti permette di ricostruire la rosa senza punti di penalità, ma una sola volta per ogni metà della stagione.",
        "Il momento migliore è di solito prima di una serie di partite favorevoli o dopo diversi infortuni nella tua squadra.",
      ],
    ],
    tags: ["tips", "transfers"],
    daysAgo: 18,
    author: "Marco Santoro",
  },
  {
    en: [
      "Price changes explained",
      "Why player prices move after each round, and by how much.",
      [
        "After every round, prices follow net transfers: popular players rise by €0.1M, sold ones fall, at most €0.3M per round.",
        "No price ever drops below €4.0M. Selling a player returns his current price to your bank.",
      ],
    ],
    it: [
      "Le variazioni di prezzo spiegate",
      "Perché i prezzi dei giocatori cambiano dopo ogni giornata, e di quanto.",
      [
        "Dopo ogni giornata i prezzi seguono i trasferimenti netti: i giocatori più acquistati salgono di 0,1 milioni, quelli ceduti scendono, al massimo 0,3 milioni a giornata.",
        "Nessun prezzo scende sotto i 4,0 milioni. Vendendo un giocatore, il suo prezzo attuale torna nel tuo budget.",
      ],
    ],
    tags: ["game-news", "transfers"],
    daysAgo: 24,
    author: "Redazione",
  },
  {
    en: [
      "Private leagues: play with your friends",
      "Create a league, share the code, and count from the round you choose.",
      [
        "A private league starts counting from the round you pick, so friends who join late can still compete.",
        "As the owner you can rename it, close entries, remove teams or delete it.",
      ],
    ],
    it: [
      "Leghe private: gioca con i tuoi amici",
      "Crea una lega, condividi il codice e conta dalla giornata che preferisci.",
      [
        "Una lega privata inizia a contare dalla giornata che scegli, così anche gli amici che arrivano tardi possono competere.",
        "Come proprietario puoi rinominarla, chiudere le iscrizioni, rimuovere squadre o eliminarla.",
      ],
    ],
    tags: ["game-news"],
    daysAgo: 31,
    author: "Redazione",
  },
  {
    en: [
      "Double rounds and postponed games",
      "How the game scores a club that plays twice, or not at all, in a round.",
      [
        "When a club plays twice in a round, its players score in both games and the points are added up.",
        "A postponed game scores nothing in its original round; its players score when it is played.",
      ],
    ],
    it: [
      "Giornate doppie e partite rinviate",
      "Come il gioco assegna i punti a un club che gioca due volte, o nessuna, in una giornata.",
      [
        "Quando un club gioca due volte nella stessa giornata, i suoi giocatori fanno punti in entrambe le partite e i punti si sommano.",
        "Una partita rinviata non assegna punti nella giornata originale; i suoi giocatori faranno punti quando verrà giocata.",
      ],
    ],
    tags: ["game-news"],
    daysAgo: 40,
    author: "Luca Bianchi",
  },
  {
    en: [
      "Captaincy: double or nothing",
      "Your captain scores double; if he does not play, your vice-captain does.",
      [
        "Pick a captain you expect to start: his points count twice.",
        "If your captain plays no minutes in the round, the vice-captain's points are doubled instead.",
      ],
    ],
    it: [
      "La fascia da capitano: doppio o niente",
      "Il tuo capitano fa punti doppi; se non gioca, li fa il vicecapitano.",
      [
        "Scegli un capitano che pensi sarà titolare: i suoi punti valgono doppio.",
        "Se il capitano non gioca nemmeno un minuto nella giornata, raddoppiano invece i punti del vicecapitano.",
      ],
    ],
    tags: ["tips"],
    daysAgo: 52,
    author: "Giulia Ferri",
  },
  {
    en: [
      "The new season is here",
      "Serie A {season} kicks off: build your 15-man squad before the first deadline.",
      [
        "You have €100.0M to spend on two goalkeepers, five defenders, five midfielders and three forwards, at most three from the same club.",
        "Transfers are unlimited until your first deadline. Good luck!",
      ],
    ],
    it: [
      "È arrivata la nuova stagione",
      "Parte la Serie A {season}: crea la tua rosa di 15 giocatori prima della prima scadenza.",
      [
        "Hai 100,0 milioni da spendere per due portieri, cinque difensori, cinque centrocampisti e tre attaccanti, al massimo tre dallo stesso club.",
        "I trasferimenti sono illimitati fino alla tua prima scadenza. Buona fortuna!",
      ],
    ],
    tags: ["game-news"],
    daysAgo: 95,
    author: "Redazione",
  },
];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

const PRIZES: Record<1 | 2 | 3, { en: string; it: string }[][]> = {
  3: [
    [
      { en: "Official home shirt of your favourite club", it: "Maglia ufficiale del tuo club preferito" },
      { en: "Two tickets for a Serie A match", it: "Due biglietti per una partita di Serie A" },
    ],
    [{ en: "Official scarf and cap", it: "Sciarpa e cappellino ufficiali" }],
    [{ en: "Fantasy Serie A mug", it: "Tazza Fantasy Serie A" }],
  ],
  1: [
    [{ en: "A weekend in Milan with a match at San Siro", it: "Un weekend a Milano con una partita a San Siro" }],
    [{ en: "Official match ball", it: "Pallone ufficiale del campionato" }],
    [{ en: "Official training kit", it: "Kit ufficiale da allenamento" }],
  ],
  2: [
    [
      { en: "A trip for two to the Coppa Italia final", it: "Un viaggio per due alla finale di Coppa Italia" },
      { en: "The season champion's trophy", it: "Il trofeo di campione della stagione" },
    ],
    [{ en: "A 65-inch television", it: "Un televisore da 65 pollici" }],
    [{ en: "A games console with two controllers", it: "Una console con due controller" }],
  ],
};

function pointsTable(locale: "en" | "it"): string {
  const head = locale === "en" ? ["Action", "GKP", "DEF", "MID", "FWD"] : ["Azione", "POR", "DIF", "CEN", "ATT"];
  const rows = DEFAULT_POINT_ACTIONS.map(
    (rule) =>
      `<tr><td>${locale === "en" ? rule.nameEn : rule.nameIt}</td>${(["GKP", "DEF", "MID", "FWD"] as const)
        .map((pos) => `<td>${pointsFor(rule, pos) ?? "–"}</td>`)
        .join("")}</tr>`,
  );
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

const RULES: { slug: string; en: [string, string]; it: [string, string] }[] = [
  {
    slug: "squad",
    en: [
      "Your squad",
      "<p>Pick 15 players: 2 goalkeepers, 5 defenders, 5 midfielders and 3 forwards. At most 3 players may come from the same club.</p>",
    ],
    it: [
      "La tua rosa",
      "<p>Scegli 15 giocatori: 2 portieri, 5 difensori, 5 centrocampisti e 3 attaccanti. Al massimo 3 giocatori possono appartenere allo stesso club.</p>",
    ],
  },
  {
    slug: "budget",
    en: [
      "Budget",
      "<p>You have €100.0M to build your squad. The money you do not spend stays in your bank and can be used for transfers. The bank can never go negative.</p>",
    ],
    it: [
      "Budget",
      "<p>Hai 100,0 milioni per costruire la rosa. Ciò che non spendi resta nel tuo budget e puoi usarlo per i trasferimenti. Il budget non può mai diventare negativo.</p>",
    ],
  },
  {
    slug: "formations",
    en: [
      "Formations",
      "<p>Each round 11 players start on the pitch in one of these formations: 3-4-3, 3-5-2, 4-3-3, 4-4-2, 4-5-1, 5-3-2, 5-4-1. The other 4 sit on the bench: the goalkeeper first, then the outfield players in your order of priority.</p>",
    ],
    it: [
      "Moduli",
      "<p>In ogni giornata 11 giocatori scendono in campo con uno di questi moduli: 3-4-3, 3-5-2, 4-3-3, 4-4-2, 4-5-1, 5-3-2, 5-4-1. Gli altri 4 vanno in panchina: prima il portiere, poi i giocatori di movimento nel tuo ordine di priorità.</p>",
    ],
  },
  {
    slug: "captain",
    en: [
      "Captain and vice-captain",
      "<p>Your captain scores double points. If the captain plays no minutes in the round, the vice-captain scores double instead. If neither plays, nobody doubles.</p>",
    ],
    it: [
      "Capitano e vicecapitano",
      "<p>Il tuo capitano fa punti doppi. Se il capitano non gioca nemmeno un minuto nella giornata, raddoppia invece il vicecapitano. Se non gioca nessuno dei due, non raddoppia nessuno.</p>",
    ],
  },
  {
    slug: "deadlines",
    en: [
      "Deadlines",
      "<p>Every change for a round must be made before its deadline, 60 minutes before the round's first kick-off, judged by the server's clock. At the deadline your squad is locked for that round; later changes apply to the next one.</p>",
    ],
    it: [
      "Scadenze",
      "<p>Ogni modifica per una giornata va fatta prima della sua scadenza, 60 minuti prima del primo calcio d'inizio, secondo l'orologio del server. Alla scadenza la rosa viene bloccata per quella giornata; le modifiche successive valgono per la giornata seguente.</p>",
    ],
  },
  {
    slug: "transfers",
    en: [
      "Transfers",
      "<p>You get 1 free transfer per round; those you do not use are banked for later rounds, up to 5, and playing a Wildcard or a Free Hit keeps them. Each extra transfer costs 4 points. Transfers are unlimited before your team's first deadline and while a Wildcard or a Free Hit is active. Players are sold at their current price.</p>",
    ],
    it: [
      "Trasferimenti",
      "<p>Hai 1 trasferimento gratuito per giornata; quelli che non usi restano per le giornate successive, fino a 5, e giocare una Wildcard o un Free Hit non li consuma. Ogni trasferimento in più costa 4 punti. I trasferimenti sono illimitati prima della prima scadenza della tua squadra e mentre è attiva una Wildcard o un Free Hit. I giocatori si vendono al prezzo attuale.</p>",
    ],
  },
  {
    slug: "chips",
    en: [
      "Chips",
      "<p>You have four chips in each half of the season: one set for rounds 1 to 19, a second for rounds 20 to 38. A chip of the first half not played by round 19's deadline expires. You can play one chip per round, before its deadline.</p><ul><li><strong>Wildcard</strong>: unlimited free transfers until the deadline, and the new squad is yours to keep. Paid transfers you made for that deadline before playing it are refunded. It cannot be cancelled.</li><li><strong>Free Hit</strong>: unlimited free transfers for one round; at that round's deadline your squad goes back to what it was before the Free Hit (players, line-up, captain, budget), while the Free Hit squad plays the round. It cannot be cancelled.</li><li><strong>Bench Boost</strong>: your four bench players' points count too that round, with no automatic substitutions. You can cancel it until the deadline.</li><li><strong>Triple Captain</strong>: your captain scores three times his points instead of twice; if he does not play, your vice-captain does. You can cancel it until the deadline.</li></ul><p>A Wildcard or a Free Hit cannot be played for your team's first round, when transfers are unlimited anyway.</p>",
    ],
    it: [
      "Chip",
      "<p>Hai quattro chip in ogni metà della stagione: una serie per le giornate dalla 1 alla 19, una seconda per quelle dalla 20 alla 38. Un chip del girone d'andata non giocato entro la scadenza della giornata 19 scade. Puoi giocare un solo chip per giornata, prima della sua scadenza.</p><ul><li><strong>Wildcard</strong>: trasferimenti gratuiti illimitati fino alla scadenza, e la nuova rosa resta tua. I trasferimenti a pagamento fatti per quella scadenza prima di giocarla ti vengono rimborsati. Non si può annullare.</li><li><strong>Free Hit</strong>: trasferimenti gratuiti illimitati per una sola giornata; alla scadenza di quella giornata la tua rosa torna com'era prima del Free Hit (giocatori, formazione, capitano, budget), mentre la rosa del Free Hit gioca la giornata. Non si può annullare.</li><li><strong>Bench Boost</strong>: in quella giornata contano anche i punti dei quattro giocatori in panchina, senza sostituzioni automatiche. Puoi annullarlo fino alla scadenza.</li><li><strong>Triplo Capitano</strong>: il tuo capitano fa tre volte i suoi punti invece di due; se non gioca, li fa il vice capitano. Puoi annullarlo fino alla scadenza.</li></ul><p>La Wildcard e il Free Hit non si possono giocare nella prima giornata della tua squadra, quando i trasferimenti sono già illimitati.</p>",
    ],
  },
  {
    slug: "scoring",
    en: [
      "Scoring",
      `<p>Players score points from what they do on the pitch. Some actions count in units: shots on target every 2, tackles, blocks and interceptions every 3, saves every 2. A dash means the action does not count for that position.</p>${pointsTable("en")}`,
    ],
    it: [
      "Punteggi",
      `<p>I giocatori fanno punti con quello che fanno in campo. Alcune azioni contano a blocchi: tiri in porta ogni 2, contrasti, respinte e intercetti ogni 3, parate ogni 2. Un trattino indica che l'azione non conta per quel ruolo.</p>${pointsTable("it")}`,
    ],
  },
  {
    slug: "substitutions",
    en: [
      "Automatic substitutions",
      "<p>When a round closes, a starter who did not play (no minutes and no card) is replaced by the first bench player, in your order, who played and keeps a legal formation: a goalkeeper only for a goalkeeper, and at least 3 defenders, 2 midfielders and 1 forward on the pitch.</p>",
    ],
    it: [
      "Sostituzioni automatiche",
      "<p>Alla chiusura della giornata, un titolare che non ha giocato (nessun minuto e nessun cartellino) viene sostituito dal primo panchinaro, nel tuo ordine, che ha giocato e mantiene un modulo valido: un portiere solo per un portiere, e almeno 3 difensori, 2 centrocampisti e 1 attaccante in campo.</p>",
    ],
  },
  {
    slug: "leagues",
    en: [
      "Leagues",
      "<p>Every team plays in the season league, in the league of its manager's country, in each round league and in quad leagues of 4 rounds (1–4, 5–8, …). Private leagues are created by managers, joined with a code and count from a chosen round. Ties share a rank.</p>",
    ],
    it: [
      "Leghe",
      "<p>Ogni squadra partecipa alla lega stagionale, alla lega del paese del suo allenatore, alla lega di ogni giornata e alle leghe quad di 4 giornate (1–4, 5–8, …). Le leghe private sono create dagli allenatori, si entra con un codice e contano da una giornata scelta. A parità di punti si condivide la posizione.</p>",
    ],
  },
  {
    slug: "head-to-head",
    en: [
      "Head-to-head leagues",
      "<p>A private league can be played head to head instead of on total points. Its owner chooses how a match is decided: by <strong>points</strong> (the higher round score wins; the same score is a draw) or by <strong>goals</strong>, as in Fantacalcio (under 66 points no goal, 66–71 one goal, then one more goal every 6 points; more goals wins, the same number is a draw).</p><p>Teams join with the code until the deadline of the league's first round (at most 20). At that deadline the fixture list is drawn for every remaining round of the season: everyone meets everyone once, then again with home and away swapped. With an odd number of teams, each round one team meets the <em>average</em>, whose score is the league's average of that round (rounded down).</p><p>A win is worth 3 points, a draw 1. The table ranks by points, then by round points scored, then (in goals mode) by goals scored. While a round is live, every match shows its provisional score from the live points; the result counts when the round is closed. A cancelled round's matches never count. A team that leaves the league or is deleted keeps its past results, and its remaining opponents meet the average instead.</p>",
    ],
    it: [
      "Leghe a scontri diretti",
      "<p>Una lega privata può giocarsi a scontri diretti invece che sui punti totali. Il proprietario sceglie come si decide una partita: con i <strong>punti</strong> (vince chi fa più punti nella giornata; a pari punti è pareggio) o con i <strong>gol</strong>, come nel fantacalcio (sotto i 66 punti nessun gol, da 66 a 71 un gol, poi un gol in più ogni 6 punti; vince chi segna di più, a pari gol è pareggio).</p><p>Si entra con il codice fino alla scadenza della prima giornata della lega (al massimo 20 squadre). A quella scadenza viene sorteggiato il calendario di tutte le giornate rimanenti della stagione: ognuno affronta tutti gli altri una volta, poi di nuovo a campi invertiti. Con un numero dispari di squadre, a ogni giornata una squadra affronta la <em>media</em>, che vale la media dei punti della lega in quella giornata (arrotondata per difetto).</p><p>La vittoria vale 3 punti, il pareggio 1. La classifica ordina per punti, poi per punti fatti nelle giornate, poi (con i gol) per gol fatti. Mentre una giornata è in corso, ogni partita mostra il punteggio provvisorio dai punti live; il risultato conta alla chiusura della giornata. Le partite di una giornata annullata non contano mai. Una squadra che lascia la lega o viene eliminata conserva i risultati passati, e i suoi prossimi avversari affrontano la media al suo posto.</p>",
    ],
  },
  {
    slug: "special-rounds",
    en: [
      "Postponed games and double rounds",
      "<p>A postponed game scores nothing in its original round. When a club plays twice in a round, its players' points from both games are added up. A player who leaves Serie A is marked transferred-out and can still be sold.</p>",
    ],
    it: [
      "Partite rinviate e giornate doppie",
      "<p>Una partita rinviata non assegna punti nella giornata originale. Quando un club gioca due volte nella stessa giornata, i punti dei suoi giocatori nelle due partite si sommano. Un giocatore che lascia la Serie A viene segnato come trasferito e può comunque essere venduto.</p>",
    ],
  },
  {
    slug: "forecast",
    en: [
      "Fixture difficulty and expected points",
      "<p>Every club has an attack and a defence strength, worked out from this season's results: the goals it scored and conceded, and against whom. Recent games count more (a game ten rounds ago counts half as much as the last one), and early in the season a club stays close to its starting strength (last season's where known, else an average club's) until its own games show otherwise. The strengths are worked out again after every round closes.</p><p>From both clubs' strengths and home advantage, each game still to play gets the goals each side can expect. A side's difficulty, from 1 (easiest) to 5 (hardest), comes from the goals it can expect to score minus those it can expect to concede: 0.9 or more is a 1, 0.35 or more a 2, between −0.35 and 0.35 a 3, down to −0.9 a 4, and less than that a 5. The Fixture difficulty page shows every club's next rounds this way; a blank round (no game) shows a dash, a double round two fixtures.</p><p>A player's expected points for a round come from how often and how long he has played lately, his rates per 90 minutes (goals, assists, saves, cards and the rest, drawn towards his position's average while he has played little), and his club's fixtures in that round: more goals expected for his club mean more attacking points, fewer expected against it a better chance of a clean sheet. A blank round gives 0, a double round adds up both games. The forecast knows nothing of injury news or line-ups before they happen.</p>",
    ],
    it: [
      "Difficoltà delle partite e punti attesi",
      "<p>Ogni squadra ha una forza in attacco e una in difesa, calcolate dai risultati di questa stagione: i gol segnati e subiti, e contro chi. Le partite recenti contano di più (una partita di dieci giornate fa vale la metà dell'ultima) e a inizio stagione una squadra resta vicina alla sua forza di partenza (quella della stagione scorsa, se nota, altrimenti quella di una squadra media) finché le sue partite non dicono altro. Le forze vengono ricalcolate dopo la chiusura di ogni giornata.</p><p>Dalla forza delle due squadre e dal vantaggio del fattore campo, ogni partita ancora da giocare riceve i gol attesi per ciascuna squadra. La difficoltà di una squadra, da 1 (la più facile) a 5 (la più difficile), viene dai gol che può attendersi di segnare meno quelli che può attendersi di subire: 0,9 o più è un 1, 0,35 o più un 2, tra −0,35 e 0,35 un 3, fino a −0,9 un 4, e meno ancora un 5. La pagina Difficoltà del calendario mostra così le prossime giornate di ogni squadra; una giornata senza partita mostra un trattino, una giornata doppia due partite.</p><p>I punti attesi di un giocatore in una giornata vengono da quanto spesso e quanto a lungo ha giocato di recente, dalle sue medie ogni 90 minuti (gol, assist, parate, cartellini e il resto, avvicinate a quelle del suo ruolo finché ha giocato poco) e dalle partite della sua squadra in quella giornata: più gol attesi per la sua squadra significano più punti in attacco, meno gol attesi contro una migliore probabilità di porta inviolata. Una giornata senza partita vale 0, una giornata doppia somma le due partite. La previsione non conosce infortuni né formazioni prima che si sappiano.</p>",
    ],
  },
];

const FAQ: { en: [string, string]; it: [string, string] }[] = [
  {
    en: [
      "How do I join a private league?",
      "Open Leagues, choose Join league and type the league code the owner shared with you.",
    ],
    it: [
      "Come entro in una lega privata?",
      "Apri Leghe, scegli Unisciti a una lega e inserisci il codice che ti ha dato il proprietario.",
    ],
  },
  {
    en: [
      "Can I change my country?",
      "No. Your country decides your country league and cannot be changed during the season.",
    ],
    it: [
      "Posso cambiare il mio paese?",
      "No. Il paese determina la tua lega nazionale e non può essere cambiato durante la stagione.",
    ],
  },
  {
    en: [
      "When are points final?",
      "Points are live while a round is played and become final when the operators close the round.",
    ],
    it: [
      "Quando i punti diventano definitivi?",
      "I punti sono in diretta mentre la giornata si gioca e diventano definitivi quando gli operatori chiudono la giornata.",
    ],
  },
  {
    en: ["What happens if I miss a deadline?", "Nothing is lost: your last saved team plays the round as it was."],
    it: [
      "Cosa succede se salto una scadenza?",
      "Non perdi nulla: la tua ultima squadra salvata gioca la giornata così com'era.",
    ],
  },
  {
    en: [
      "How many free transfers do I get?",
      "One per round, and those you do not use are banked, up to 5. Extra transfers cost 4 points each, unless a Wildcard or a Free Hit is active.",
    ],
    it: [
      "Quanti trasferimenti gratuiti ho?",
      "Uno per giornata, e quelli che non usi restano da parte, fino a 5. Quelli in più costano 4 punti ciascuno, a meno che non sia attiva una Wildcard o un Free Hit.",
    ],
  },
  {
    en: [
      "Can I cancel a chip?",
      "A Bench Boost or a Triple Captain, yes, until the round's deadline. A Wildcard or a Free Hit, no: once played it is spent for that half of the season.",
    ],
    it: [
      "Posso annullare un chip?",
      "Il Bench Boost o il Triplo Capitano sì, fino alla scadenza della giornata. La Wildcard o il Free Hit no: una volta giocati sono consumati per quella metà della stagione.",
    ],
  },
  {
    en: [
      "Why did my player's price change?",
      "Prices follow net transfers after each round, by €0.1M at a time and at most €0.3M per round.",
    ],
    it: [
      "Perché è cambiato il prezzo del mio giocatore?",
      "I prezzi seguono i trasferimenti netti dopo ogni giornata, di 0,1 milioni alla volta e al massimo 0,3 milioni per giornata.",
    ],
  },
  {
    en: [
      "Who wins the prizes?",
      "The best team of each round, of each quad of 4 rounds and of the whole season. See the Prizes page.",
    ],
    it: [
      "Chi vince i premi?",
      "La migliore squadra di ogni giornata, di ogni quad di 4 giornate e dell'intera stagione. Consulta la pagina Premi.",
    ],
  },
  {
    en: ["Is there a mobile app?", "Yes: the Fantasy Serie A app works with the same account. See Download the app."],
    it: ["Esiste un'app?", "Sì: l'app Fantasy Serie A funziona con lo stesso account. Vai su Scarica l'app."],
  },
  {
    en: ["How do I contact you?", "Use the Contact us form and choose the topic that fits your message."],
    it: ["Come posso contattarvi?", "Usa il modulo Contattaci e scegli l'argomento adatto al tuo messaggio."],
  },
];

const TERMS: { kind: "terms_of_use" | "privacy_policy" | "cookies_policy"; en: string; it: string }[] = [
  {
    kind: "terms_of_use",
    en: "<h2>Terms of use</h2><p>Fantasy Serie A is a free game of skill. One account per person; teams and league names must not be offensive. We may suspend accounts that break these terms.</p>",
    it: "<h2>Condizioni d'uso</h2><p>Fantasy Serie A è un gioco di abilità gratuito. Un account per persona; i nomi di squadre e leghe non devono essere offensivi. Possiamo sospendere gli account che violano queste condizioni.</p>",
  },
  {
    kind: "privacy_policy",
    en: "<h2>Privacy policy</h2><p>We keep your name, e-mail address and country to run the game and its leagues. We never sell your data. You can delete your account at any time from Personal Details.</p>",
    it: "<h2>Informativa sulla privacy</h2><p>Conserviamo nome, indirizzo e-mail e paese per gestire il gioco e le sue leghe. Non vendiamo mai i tuoi dati. Puoi eliminare il tuo account in qualsiasi momento da Dati personali.</p>",
  },
  {
    kind: "cookies_policy",
    en: "<h2>Cookies policy</h2><p>We use a session cookie to keep you signed in and a cookie to remember your language. No advertising cookies are used.</p>",
    it: "<h2>Informativa sui cookie</h2><p>Usiamo un cookie di sessione per mantenerti connesso e un cookie per ricordare la tua lingua. Non usiamo cookie pubblicitari.</p>",
  },
];

/** Loads the editorial content; `today` anchors the news dates, `seasonName` fills the articles' {season}. */
export async function seedContent(tx: Tx, options: { seasonId: number; seasonName: string; today: Date }) {
  const named = (text: string) => text.replaceAll("{season}", options.seasonName);
  await tx.tag.createMany({ data: TAGS });
  const tags = new Map((await tx.tag.findMany()).map((t) => [t.slug, t.id]));
  for (const [i, article] of ARTICLES.entries()) {
    await tx.news.create({
      data: {
        image: banner(`/seed/news/${i + 1}.svg`, article.en[0], i),
        headlineEn: article.en[0],
        headlineIt: article.it[0],
        shortTextEn: named(article.en[1]),
        shortTextIt: named(article.it[1]),
        fullTextEn: html(article.en[2]),
        fullTextIt: html(article.it[2]),
        authorName: article.author,
        createdAt: new Date(options.today.getTime() - article.daysAgo * 86_400_000),
        tags: { connect: article.tags.map((slug) => ({ id: tags.get(slug)! })) },
      },
    });
  }

  for (const winnerType of [1, 2, 3] as const) {
    const images = ([1, 2, 3] as const).map((place) => trophy(`/seed/prizes/${winnerType}-${place}.svg`, place));
    await tx.prize.create({
      data: {
        seasonId: options.seasonId,
        winnerType,
        mainImage: images[0],
        secondPlaceImage: images[1],
        thirdPlaceImage: images[2],
        items: {
          create: PRIZES[winnerType].flatMap((items, placeIndex) =>
            items.map((item, position) => ({
              place: placeIndex + 1,
              position,
              itemTextEn: item.en,
              itemTextIt: item.it,
            })),
          ),
        },
      },
    });
  }

  await tx.rulesSection.createMany({
    data: RULES.map((rule, i) => ({
      slug: rule.slug,
      position: i + 1,
      nameEn: rule.en[0],
      textEn: rule.en[1],
      nameIt: rule.it[0],
      textIt: rule.it[1],
    })),
  });
  await tx.faqItem.createMany({
    data: FAQ.map((item, i) => ({
      position: i + 1,
      questionEn: item.en[0],
      answerEn: item.en[1],
      questionIt: item.it[0],
      answerIt: item.it[1],
    })),
  });
  await tx.termsDocument.createMany({
    data: TERMS.map((doc) => ({ kind: doc.kind, version: 1, contentEn: doc.en, contentIt: doc.it })),
  });
}
