<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AbilityText</name>
    <message>
        <source>Planeswalk.</source>
        <comment>what the planeswalking ability does (901.9c)</comment>
        <translation>Viaggia tra i piani.</translation>
    </message>
    <message>
        <source>Whenever you roll the Planeswalker symbol on the planar die, planeswalk.</source>
        <comment>the planeswalking ability (901.9c)</comment>
        <translation>Ogniqualvolta tiri il simbolo Planeswalker sul dado planare, viaggia tra i piani.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The last game</source>
        <translation>L&apos;ultima partita</translation>
    </message>
    <message>
        <source>a new game starts</source>
        <translation>inizia una nuova partita</translation>
    </message>
    <message>
        <source>The last game is back, but its latest actions may be missing: {why}.</source>
        <translation>L&apos;ultima partita è tornata, ma potrebbero mancare le sue ultime azioni: {why}.</translation>
    </message>
</context>
<context>
    <name>CalibrationWizard</name>
    <message>
        <source>Put the camera 30–50 cm above the tray, looking straight down.</source>
        <translation>Metti la fotocamera a 30–50 cm sopra il vassoio, rivolta verso il basso.</translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation>Illumina il vassoio in modo uniforme: niente ombre nette né riflessi sul dado.</translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation>Un vassoio opaco di un colore che contrasta con il dado (un feltro scuro per un dado bianco) si legge meglio.</translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation>Non spostare la fotocamera né il vassoio dopo la calibrazione.</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation>Calibra la fotocamera</translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation>La fotocamera impara il tuo vassoio e il tuo dado da qualche foto. Prima, posizionala:</translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation>Controlla l&apos;immagine qui sotto, poi premi Avanti.</translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation>Il vassoio vuoto</translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation>Togli il dado dal vassoio e tieni fuori mani e ombre, poi premi Cattura.</translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation>{face} a faccia in su</translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation>
            <numerusform>Metti il dado nel vassoio con &lt;b&gt;{face}&lt;/b&gt; in alto, togli la mano, poi premi Cattura. Sposta il dado in un altro punto del vassoio (sempre con {face} in alto) prima della %n foto.</numerusform>
            <numerusform>Metti il dado nel vassoio con &lt;b&gt;{face}&lt;/b&gt; in alto, togli la mano, poi premi Cattura. Sposta il dado in un altro punto del vassoio (sempre con {face} in alto) prima di ognuna delle %n foto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation>Controllo delle foto</translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation>La fotocamera non dà nuove immagini ({why}). Controllala, poi cattura di nuovo.</translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation>Calibra la fotocamera — {name}</translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation>Anteprima della calibrazione</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Cattura</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Retake</source>
        <translation>Rifai</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>{title}  ({n} of {count})</source>
        <translation>{title}  ({n} di {count})</translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation>Cattura di nuovo</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation>
            <numerusform>%n foto del vassoio vuoto scattata</numerusform>
            <numerusform>%n foto del vassoio vuoto scattate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation>
            <numerusform>Scatta %n foto in un attimo</numerusform>
            <numerusform>Scatta %n foto in un attimo</numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>Rifai questa faccia</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation>
            <numerusform>%n foto scattata ✓</numerusform>
            <numerusform>Tutte le %n foto scattate ✓</numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation>Cattura foto {n} di {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation>Controlla le foto</translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>Acquisizione…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation>Mancano foto: {steps}.</translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation>Creazione e controllo del profilo…</translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation>Impossibile conservare le foto: {why}</translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation>Del profilo non ci si può ancora fidare: {why}

Le tue foto sono conservate in {folder}.</translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation>Rifai: {step}</translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation>Impossibile salvare il profilo in {folder}: {why}</translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation>La creazione del profilo non è riuscita inaspettatamente: {why}</translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ Salvato, ma così la fotocamera può solo indovinare: il tavolo conferma ogni tiro. Per risolvere: {why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation>
            <numerusform>✓ Il profilo legge correttamente la sua %n foto.</numerusform>
            <numerusform>✓ Il profilo legge correttamente tutte le sue %n foto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation>Salvato come “{name}” in {folder}.
Vassoio a {x},{y}, {w}×{h} px · lato del dado {side} px · {ink}.

Premi Fine: la fotocamera legge i tiri con questo profilo.</translation>
    </message>
    <message>
        <source>✓ The profile reads all {n} of its pictures correctly.</source>
        <translation type="vanished">✓ Il profilo legge correttamente tutte le sue {n} immagini.</translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation>Fotocamera non calibrata: apri Fotocamera ▸ Calibra</translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation>Fotocamera scollegata: inserisci il tiro a mano; riconnessione…</translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation>La registrazione della fotocamera è finita: inserisci il tiro a mano</translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation>Dado inclinato: tiralo di nuovo</translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>Impossibile usare la calibrazione della fotocamera: {why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation>Calibrazione della fotocamera: inserisci i tiri a mano</translation>
    </message>
    <message>
        <source>No camera found at {source} — enter the roll by hand; still looking…</source>
        <translation>Nessuna fotocamera su {source}: inserisci il tiro a mano; continuo a cercare…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Fotocamera attiva</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Connessione alla fotocamera…</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Fotocamera spenta</translation>
    </message>
    <message>
        <source>Two dice in the tray: leave only one.</source>
        <translation>Due dadi nel vassoio: lasciane solo uno.</translation>
    </message>
    <message>
        <source>Something else is in the tray: take it out and leave only the die.</source>
        <translation>C&apos;è qualcos&apos;altro nel vassoio: toglilo e lascia solo il dado.</translation>
    </message>
    <message>
        <source>The camera moved: keep it steady; if it no longer sees the whole tray, calibrate again.</source>
        <translation>La fotocamera si è spostata: tienila ferma; se non vede più tutto il vassoio, ricalibra.</translation>
    </message>
    <message>
        <source>The camera moved too far from where it was calibrated: put it back or calibrate again.</source>
        <translation>La fotocamera si è spostata troppo da dove è stata calibrata: rimettila a posto o ricalibra.</translation>
    </message>
    <message>
        <source>No die found after that roll. If it lies in the tray, the camera can&apos;t tell it from the tray&apos;s floor: press the face it shows under Roll. If it left the tray, roll again.</source>
        <translation>Nessun dado trovato dopo quel tiro. Se è nel vassoio, la fotocamera non lo distingue dal fondo del vassoio: premi la faccia che mostra sotto Tira. Se è uscito dal vassoio, tira di nuovo.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read it: press the face it shows under Roll.</source>
        <translation>La fotocamera vede il dado ma non riesce a leggerlo: premi la faccia che mostra sotto Tira.</translation>
    </message>
    <message>
        <source>No die found after that roll: if it is in the tray, the camera can&apos;t tell it from the floor; enter the roll by hand.</source>
        <translation type="vanished">Nessun dado trovato dopo quel tiro: se è nel vassoio, la fotocamera non lo distingue dal fondo; inserisci il tiro a mano.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read its face: enter the roll by hand.</source>
        <translation type="vanished">La fotocamera vede il dado ma non riesce a leggerne la faccia: inserisci il tiro a mano.</translation>
    </message>
    <message>
        <source>Two dice in the tray</source>
        <translation>Due dadi nel vassoio</translation>
    </message>
    <message>
        <source>Something else in the tray</source>
        <translation>Altro nel vassoio</translation>
    </message>
    <message>
        <source>Camera moved</source>
        <translation>Fotocamera spostata</translation>
    </message>
    <message>
        <source>Camera moved too far</source>
        <translation>Fotocamera troppo spostata</translation>
    </message>
    <message>
        <source>No die found</source>
        <translation>Nessun dado trovato</translation>
    </message>
    <message>
        <source>Die not read</source>
        <translation>Dado non letto</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation>La fotocamera ha letto {face}</translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation>Tira di nuovo il dado</translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation>Il tavolo ha letto {face}</translation>
    </message>
    <message>
        <source>The camera wasn&apos;t sure (it guessed {guess}, {percent}%); the table read {face}, entered by hand.</source>
        <translation>La fotocamera non era sicura (ha ipotizzato {guess}, {percent}%); il tavolo ha letto {face}, inserito a mano.</translation>
    </message>
</context>
<context>
    <name>CameraLink</name>
    <message>
        <source>The profile {name!r}</source>
        <translation>Il profilo {name!r}</translation>
    </message>
    <message>
        <source>calibrate the camera again</source>
        <translation>ricalibra la fotocamera</translation>
    </message>
    <message>
        <source>planar die</source>
        <translation>dado planare</translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation>d6 normale</translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation>{folder} è stato calibrato per un altro dado ({found}, non {wanted})</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>incerta</translation>
    </message>
    <message>
        <source>cocked</source>
        <translation>inclinato</translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation>In attesa di un tiro</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Tiro in corso…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation>Lettura del dado…</translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation>Non calibrata</translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation>Ancora nessun tiro letto</translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation>Inclinato: tira di nuovo</translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation>
            <numerusform>{face} (%n punto)</numerusform>
            <numerusform>{face} (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>Nessuna fotocamera su {source}</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Connessione alla fotocamera…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Fotocamera attiva</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation>Fotocamera scollegata: riconnessione…</translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation>La registrazione è finita</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Fotocamera spenta</translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation>Solo anteprima (non calibrata)</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>In attesa della fotocamera…</translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation>In attesa di un&apos;immagine…</translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation>mano nel vassoio</translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation>{ms} ms/fotogramma</translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation>Ultimo tiro: {roll}</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Fotocamera</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Calibra…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>CardAutomation</name>
    <message>
        <source>choose one</source>
        <translation>scegline uno</translation>
    </message>
    <message>
        <source>Draw {count:scroll} card(s).</source>
        <translation>Pesca carte: {count:scroll}.</translation>
    </message>
    <message>
        <source>Add {R} for each charge counter: {count:charge} red mana.</source>
        <translation>Aggiungi {R} per ogni segnalino carica: {count:charge} mana rosso.</translation>
    </message>
    <message>
        <source>Mount Keralia deals {info:pressure} damage to each creature and each planeswalker.</source>
        <translation>Il Monte Keralia infligge {info:pressure} danni a ogni creatura e a ogni planeswalker.</translation>
    </message>
    <message>
        <source>Prevent all damage that planes named Mount Keralia would deal to permanents {you} controls</source>
        <translation>Previeni tutto il danno che i piani chiamati Monte Keralia infliggerebbero ai permanenti controllati da {you}</translation>
    </message>
    <message>
        <source>Alien Angel 2/2 (first strike, vigilance)</source>
        <translation>Angelo Alieno 2/2 (attacco improvviso, cautela)</translation>
    </message>
    <message>
        <source>Scry 2.</source>
        <translation>Profetizza 2.</translation>
    </message>
    <message>
        <source>Pompeii deals {count:eruption} damage to each creature. Each player sacrifices a land.</source>
        <translation>Pompeii infligge {count:eruption} danni a ogni creatura. Ogni giocatore sacrifica una terra.</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Tesoro</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Cibo</translation>
    </message>
    <message>
        <source>Human Rogue 2/2</source>
        <translation>Umano Furfante 2/2</translation>
    </message>
    <message>
        <source>Gain 10 life?</source>
        <translation>Guadagnare 10 punti vita?</translation>
    </message>
    <message>
        <source>Destroy all nonland permanents.</source>
        <translation>Distruggi tutti i permanenti non terra.</translation>
    </message>
    <message>
        <source>Have your life total become 20?</source>
        <translation>Portare a 20 i tuoi punti vita?</translation>
    </message>
    <message>
        <source>Exchange life totals with {target}?</source>
        <translation>Scambiare i tuoi punti vita con quelli di {target}?</translation>
    </message>
    <message>
        <source>Redistribute life totals: list the players in the order that receives the totals as shown</source>
        <translation>Ridistribuisci i punti vita: elenca i giocatori nell&apos;ordine in cui ricevono i totali mostrati</translation>
    </message>
    <message>
        <source>Which plane goes on top of your planar deck?</source>
        <translation>Quale piano va in cima al tuo mazzo planare?</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Pesca una carta.</translation>
    </message>
    <message>
        <source>Put {revealed} on the bottom of your planar deck?</source>
        <translation>Mettere {revealed} in fondo al tuo mazzo planare?</translation>
    </message>
    <message>
        <source>Each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane</source>
        <translation>Ogni tiro nullo del dado planare è un tiro caos finché un giocatore non viaggia tra i piani da un piano</translation>
    </message>
    <message>
        <source>Until {you}&apos;s next turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues instead</source>
        <translation>Fino al prossimo turno di {you}, se un giocatore sta per viaggiare tra i piani come risultato di un tiro del dado planare, invece si diffonde il caos</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>STAPpa tutte le creature che hanno attaccato in questo turno.</translation>
    </message>
    <message>
        <source>Untap up to two target creatures your team controls.</source>
        <translation>STAPpa fino a due creature bersaglio controllate dalla tua squadra.</translation>
    </message>
    <message>
        <source>Creatures {you} controls get +1/+1 and have haste</source>
        <translation>Le creature controllate da {you} prendono +1/+1 e hanno rapidità</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Scarta una carta.</translation>
    </message>
    <message>
        <source>Did {target} discard a land card? (Then {target} loses 3 life.)</source>
        <translation>{target} ha scartato una carta terra? (Allora {target} perde 3 punti vita.)</translation>
    </message>
    <message>
        <source>Each player sacrifices a nonland permanent, {rounds} time(s) in all ({you} flipped until winning).</source>
        <translation>Ogni giocatore sacrifica un permanente non terra; volte in tutto: {rounds} ({you} ha lanciato monete fino a vincere).</translation>
    </message>
    <message>
        <source>Noncreature artifacts {you} controls have &quot;{T}, Sacrifice this artifact: Flip a coin. If you win the flip, this artifact deals 3 damage to any target.&quot;</source>
        <translation>Gli artefatti non creatura controllati da {you} hanno &quot;{T}, Sacrifica questo artefatto: Lancia una moneta. Se vinci il lancio, questo artefatto infligge 3 danni a un qualsiasi bersaglio.&quot;</translation>
    </message>
    <message>
        <source>monarch</source>
        <translation>monarca</translation>
    </message>
    <message>
        <source>Assassin 1/1 (deathtouch, haste)</source>
        <translation>Assassino 1/1 (tocco letale, rapidità)</translation>
    </message>
    <message>
        <source>If you have the city&apos;s blessing, draw a card.</source>
        <translation>Se hai la benedizione della città, pesca una carta.</translation>
    </message>
    <message>
        <source>Green anchor or red waterfall?</source>
        <translation>Ancora verde o cascata rossa?</translation>
    </message>
    <message>
        <source>green anchor</source>
        <translation>ancora verde</translation>
    </message>
    <message>
        <source>red waterfall</source>
        <translation>cascata rossa</translation>
    </message>
    <message>
        <source>Creatures can&apos;t attack {you}</source>
        <translation>Le creature non possono attaccare {you}</translation>
    </message>
    <message>
        <source>{you} can&apos;t lose the game and {you}&apos;s opponents can&apos;t win the game</source>
        <translation>{you} non può perdere la partita e gli avversari di {you} non possono vincerla</translation>
    </message>
    <message>
        <source>{target} can&apos;t cast spells</source>
        <translation>{target} non può lanciare magie</translation>
    </message>
    <message>
        <source>Nothing happens: {you} didn&apos;t planeswalk to Unyaro this turn.</source>
        <translation>Non succede nulla: {you} non ha viaggiato tra i piani verso Unyaro in questo turno.</translation>
    </message>
    <message>
        <source>Untap all creatures. They phase out until a player planeswalks.</source>
        <translation>STAPpa tutte le creature. Scompaiono finché un giocatore non viaggia tra i piani.</translation>
    </message>
    <message>
        <source>All creatures that were untapped by Unyaro are phased out</source>
        <translation>Tutte le creature STAPpate da Unyaro sono scomparse</translation>
    </message>
    <message>
        <source>The phased-out permanents phase in now.</source>
        <translation>I permanenti scomparsi ricompaiono ora.</translation>
    </message>
    <message>
        <source>Knight 2/2 (vigilance)</source>
        <translation>Cavaliere 2/2 (cautela)</translation>
    </message>
    <message>
        <source>For each opponent, choose up to one target nonland permanent that opponent controls. Untap those permanents; they phase out.</source>
        <translation>Per ogni avversario, scegli fino a un permanente non terra bersaglio controllato da quell&apos;avversario. STAPpa quei permanenti; scompaiono.</translation>
    </message>
    <message>
        <source>Permanents chosen with The Doctor&apos;s Childhood Barn are phased out</source>
        <translation>I permanenti scelti con The Doctor&apos;s Childhood Barn sono scomparsi</translation>
    </message>
    <message>
        <source>Goblin 1/1</source>
        <translation>Goblin 1/1</translation>
    </message>
    <message>
        <source>Cards can&apos;t enter from exile this turn</source>
        <translation>Le carte non possono entrare dall&apos;esilio in questo turno</translation>
    </message>
    <message>
        <source>Each player exiles all creatures they control and creates X 1/1 green Saproling creature tokens, where X is the total power of the creatures they exiled.</source>
        <translation>Ogni giocatore esilia tutte le creature che controlla e crea X pedine creatura Saprolingio 1/1 verdi, dove X è la forza totale delle creature che ha esiliato.</translation>
    </message>
    <message>
        <source>Gain control of target artifact.</source>
        <translation>Prendi il controllo di un artefatto bersaglio.</translation>
    </message>
    <message>
        <source>Sacrifice a creature. Could you?</source>
        <translation>Sacrifica una creatura. Ci sei riuscito?</translation>
    </message>
    <message>
        <source>Sliver 1/1</source>
        <translation>Tramutante 1/1</translation>
    </message>
    <message>
        <source>Shapeshifter 2/2 (changeling)</source>
        <translation>Polimorfo 2/2 (cangiante)</translation>
    </message>
    <message>
        <source>Soldier 1/1 (enters tapped)</source>
        <translation>Soldato 1/1 (entra TAPpata)</translation>
    </message>
    <message>
        <source>Goat 0/1</source>
        <translation>Capra 0/1</translation>
    </message>
    <message>
        <source>Dragon 5/5 (flying)</source>
        <translation>Drago 5/5 (volare)</translation>
    </message>
    <message>
        <source>Warrior 1/1</source>
        <translation>Guerriero 1/1</translation>
    </message>
    <message>
        <source>Zombie 2/2</source>
        <translation>Zombie 2/2</translation>
    </message>
    <message>
        <source>Eldrazi 7/7 (annihilator 1)</source>
        <translation>Eldrazi 7/7 (annientatore 1)</translation>
    </message>
    <message>
        <source>Butterfly 1/1 (flying)</source>
        <translation>Farfalla 1/1 (volare)</translation>
    </message>
    <message>
        <source>Alien 2/2</source>
        <translation>Alieno 2/2</translation>
    </message>
</context>
<context>
    <name>CardDetailDialog</name>
    <message>
        <source>{name}: card text and rulings</source>
        <translation>{name}: testo e chiarimenti</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Testo più piccolo</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+wheel down)</source>
        <translation>Testo più piccolo (Ctrl+rotella giù)</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Testo più grande</translation>
    </message>
    <message>
        <source>Larger text (Ctrl+wheel up)</source>
        <translation>Testo più grande (Ctrl+rotella su)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Dimensione testo</translation>
    </message>
    <message>
        <source>Rulings ({n})</source>
        <translation>Chiarimenti ({n})</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Chiarimenti</translation>
    </message>
    <message>
        <source>No official rulings are recorded for this card.</source>
        <translation>Non ci sono chiarimenti ufficiali registrati per questa carta.</translation>
    </message>
    <message>
        <source>Source: {label} ({detail})</source>
        <translation>Fonte: {label} ({detail})</translation>
    </message>
    <message>
        <source>About this card&apos;s data: {notes}</source>
        <translation>Sui dati di questa carta: {notes}</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Tap to see {name} large</source>
        <translation>Tocca per vedere {name} in grande</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>Scegli {name}</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>Owner: {owner}</source>
        <translation>Proprietario: {owner}</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>carta di prova</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Answer…</source>
        <translation>Rispondi…</translation>
    </message>
    <message>
        <source>{player} moves the game: tap a plane or a Hellride corner · keys ←↑↓→, Enter</source>
        <translation>{player} sposta la partita: tocca un piano o un angolo di Hellride · tasti ←↑↓→, Invio</translation>
    </message>
    <message>
        <source>{player} chooses: {prompt}</source>
        <translation>{player} sceglie: {prompt}</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>List…</source>
        <translation>Elenco…</translation>
    </message>
    <message>
        <source>The moves as a list of buttons</source>
        <translation>Le mosse come elenco di pulsanti</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} sceglie</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} sceglie</translation>
    </message>
    <message>
        <source>Hide for now: the choice bar brings it back</source>
        <translation>Nascondi per ora: la barra delle scelte lo riporta</translation>
    </message>
    <message>
        <source>Tap a card to see it large.</source>
        <translation>Tocca una carta per vederla in grande.</translation>
    </message>
    <message>
        <source>{n} cards: tap one to see it large; scroll for more.</source>
        <translation type="vanished">{n} carte: toccane una per vederla in grande; scorri per altre.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): tap one to see it large; scroll for more.</source>
        <translation>
            <numerusform>%n carta: toccala per vederla in grande; scorri per vederne altre.</numerusform>
            <numerusform>%n carte: toccane una per vederla in grande; scorri per vederne altre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Scegli questa carta</translation>
    </message>
    <message>
        <source>These abilities do the same thing: their order doesn&apos;t matter.</source>
        <translation>Queste abilità fanno la stessa cosa: il loro ordine non conta.</translation>
    </message>
    <message>
        <source>Tap an ability, then move it: the top one resolves first. Enter confirms.</source>
        <translation>Tocca un&apos;abilità e spostala: quella in cima si risolve per prima. Invio conferma.</translation>
    </message>
    <message>
        <source>These cards go to the bottom of the planar deck together, in the order you choose: the top one lies nearest the top of the deck, the last one at the very bottom. Keep this order, or move a card and confirm.</source>
        <translation>Queste carte vanno insieme in fondo al mazzo planare, nell&apos;ordine che scegli: quella in cima resta più vicina alla cima del mazzo, l&apos;ultima proprio in fondo. Mantieni quest&apos;ordine, o sposta una carta e conferma.</translation>
    </message>
    <message>
        <source>Tap a player, then move them: the life totals shown go to the players top to bottom.</source>
        <translation>Tocca un giocatore e spostalo: i punti vita mostrati vanno ai giocatori dall&apos;alto in basso.</translation>
    </message>
    <message>
        <source>Planeswalking ability</source>
        <translation>Abilità di viaggio tra i piani</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Mantieni quest&apos;ordine</translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation>Conferma ordine</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Choose one mode as the ability goes on the stack.</source>
        <translation>Scegli un modo mentre l&apos;abilità va in pila.</translation>
    </message>
    <message>
        <source>Choose the target player as the ability goes on the stack.</source>
        <translation>Scegli il giocatore bersaglio mentre l&apos;abilità va in pila.</translation>
    </message>
    <message>
        <source>Choose where the game moves on the Eternities Map (the map shows the same: tap a space there).</source>
        <translation>Scegli dove si sposta la partita sulla Mappa delle Eternità (la mappa mostra lo stesso: tocca lì uno spazio).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Not accepted: {reason}</source>
        <translation>Non accettato: {reason}</translation>
    </message>
</context>
<context>
    <name>ChoiceText</name>
    <message>
        <source>{player} chooses the order of the triggered abilities</source>
        <translation>{player} sceglie l&apos;ordine delle abilità innescate</translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation>{player} decide sì o no</translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation>{player} sceglie un giocatore</translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation>{player} sceglie una carta</translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation>{player} sceglie un&apos;opzione</translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation>{player} sceglie chi riceve quale totale di punti vita</translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation>{player} sceglie una modalità</translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation>{player} sceglie un bersaglio</translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation>{player} ordina le carte che vanno in fondo</translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation>{player} sceglie dove si sposta la partita</translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation>{player} sta scegliendo</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="vanished">{some} e {last}</translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation>{cards} verranno messe dove si sposta la partita</translation>
    </message>
</context>
<context>
    <name>CommanderGrid</name>
    <message>
        <source>{commander} ({owner}): {n} combat damage</source>
        <translation>{commander} ({owner}): {n} danni da combattimento</translation>
    </message>
    <message>
        <source>Tap to enter commander damage (903.10a; 21 from one commander loses, 704.6c)</source>
        <translation>Tocca per inserire i danni da comandante (903.10a; 21 da un solo comandante fanno perdere, 704.6c)</translation>
    </message>
    <message>
        <source>+{n}</source>
        <translation>+{n}</translation>
    </message>
    <message>
        <source>max {n} · +{more}</source>
        <translation>max {n} · +{more}</translation>
    </message>
    <message>
        <source>max {n}</source>
        <translation>max {n}</translation>
    </message>
</context>
<context>
    <name>CommanderSheet</name>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>{player}: commanders</source>
        <translation>{player}: comandanti</translation>
    </message>
    <message>
        <source>Combat damage dealt to {player} by each opponent&apos;s commander (903.10a); 21 or more from one loses (704.6c). It changes life too.</source>
        <translation>Danni da combattimento inflitti a {player} dal comandante di ogni avversario (903.10a); 21 o più da un solo comandante fanno perdere (704.6c). Cambiano anche i punti vita.</translation>
    </message>
    <message>
        <source>{commander} ({owner})</source>
        <translation>{commander} ({owner})</translation>
    </message>
    <message>
        <source>{step:+d} combat damage from {commander}</source>
        <translation>{step:+d} danni da combattimento da {commander}</translation>
    </message>
    <message>
        <source>Commander tax (903.8): {2} more for each earlier cast from the command zone</source>
        <translation>Tassa del comandante (903.8): {2} in più per ogni lancio precedente dalla zona di comando</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>{commander} was cast from the command zone</source>
        <translation>{commander} è stato lanciato dalla zona di comando</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Segnalini veleno</translation>
    </message>
    <message>
        <source>cast {n}× · next costs {tax} more</source>
        <translation>lanciato {n}× · il prossimo costa {tax} in più</translation>
    </message>
    <message>
        <source>21 combat damage from {owner}&apos;s {commander} (704.6c): {player} loses — the table confirms with the seat&apos;s Leave button</source>
        <translation>21 danni da combattimento da {commander} di {owner} (704.6c): {player} perde; il tavolo conferma con il pulsante Abbandona del posto</translation>
    </message>
</context>
<context>
    <name>CommanderStrip</name>
    <message>
        <source>Commander tax: {list}</source>
        <translation>Tassa del comandante: {list}</translation>
    </message>
    <message>
        <source>{commander}: cast {n}× from the command zone; the next cast costs {tax} more (903.8)</source>
        <translation>{commander}: lanciato {n}× dalla zona di comando; il prossimo lancio costa {tax} in più (903.8)</translation>
    </message>
    <message>
        <source>Tap to record a cast</source>
        <translation>Tocca per registrare un lancio</translation>
    </message>
</context>
<context>
    <name>ConfirmForm</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
</context>
<context>
    <name>CounterKind</name>
    <message>
        <source>charge</source>
        <translation>carica</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>eruzione</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>esposizione</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>fiamma</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veleno</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>pressione</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>pergamena</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation>Planechase (2009), con le sue promo</translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation>Piani e fenomeni</translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation>Solo piani</translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation>Solo fenomeni</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>carta playtest</translation>
    </message>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation>
            <numerusform>mazzo condiviso per %n giocatore</numerusform>
            <numerusform>mazzo condiviso per %n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <translation>Mazzo planare di {owner}</translation>
    </message>
    <message>
        <source>planar deck</source>
        <translation>mazzo planare</translation>
    </message>
    <message>
        <source>Deck builder — {whose}</source>
        <translation>Costruttore di mazzi: {whose}</translation>
    </message>
    <message>
        <source>Search names, type lines and card text…</source>
        <translation type="vanished">Cerca nomi, righe del tipo e testo…</translation>
    </message>
    <message>
        <source>Search names in any language, type lines and card text…</source>
        <translation>Cerca nomi in qualsiasi lingua, righe del tipo e testo…</translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation>Set:</translation>
    </message>
    <message>
        <source>Include playtest cards</source>
        <translation>Includi carte di prova</translation>
    </message>
    <message>
        <source>Unofficial playtest cards (Unknown Event); off by default</source>
        <translation>Carte di prova non ufficiali (Unknown Event); disattivate di default</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Aggiungi →</translation>
    </message>
    <message>
        <source>Add the selected cards to the deck (or double-click a card)</source>
        <translation>Aggiungi al mazzo le carte selezionate (o fai doppio clic su una carta)</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Rimuovi</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deck (or double-click a card in the deck)</source>
        <translation>Togli dal mazzo le carte selezionate (o fai doppio clic su una carta del mazzo)</translation>
    </message>
    <message>
        <source>Saved decks:</source>
        <translation>Mazzi salvati:</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Elimina…</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>Nome del mazzo:</translation>
    </message>
    <message>
        <source>a name to save this deck under</source>
        <translation>un nome con cui salvare questo mazzo</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Select a card to read it.</source>
        <translation>Seleziona una carta per leggerla.</translation>
    </message>
    <message>
        <source>Import text…</source>
        <translation>Importa testo…</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Esporta testo</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Salva mazzo</translation>
    </message>
    <message>
        <source>Use this deck</source>
        <translation>Usa questo mazzo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Deck: {cards}, {phenomena}</source>
        <translation>Mazzo: {cards}, {phenomena}</translation>
    </message>
    <message>
        <source>This deck breaks the deck rules (see under the deck): fix it first.</source>
        <translation>Questo mazzo viola le regole di costruzione (vedi sotto il mazzo): correggilo prima.</translation>
    </message>
    <message>
        <source>901.15a: a legal shared planar deck for {players} players ({cards}, {phenomena}; at least {minimum} needed).</source>
        <translation>901.15a: un mazzo planare condiviso legale per {players} giocatori ({cards}, {phenomena}; ne servono almeno {minimum}).</translation>
    </message>
    <message>
        <source>901.3: a legal planar deck ({cards}, {phenomena}).</source>
        <translation>901.3: un mazzo planare legale ({cards}, {phenomena}).</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <translation>Il mazzo planare condiviso</translation>
    </message>
    <message>
        <source>The planar deck</source>
        <translation>Il mazzo planare</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {cards}; it needs at least {minimum}.</source>
        <translation>{rule}: {whose} ha {cards}; ne servono almeno {minimum}.</translation>
    </message>
    <message>
        <source>{rule}: {whose} holds {names} more than once; each card must have a different English name.</source>
        <translation>{rule}: {whose} contiene {names} più di una volta; ogni carta deve avere un nome inglese diverso.</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {phenomena} ({names}); at most {max} are allowed.</source>
        <translation>{rule}: {whose} ha {phenomena} ({names}); ne sono ammessi al massimo {max}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n fenomeno</numerusform>
            <numerusform>%n fenomeni</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} shown</source>
        <translation type="vanished">{cards} mostrate</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation>{printed} ({english})</translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation>{name}  ✦ fenomeno</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Testo Oracle</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Stampato</translation>
    </message>
    <message>
        <source>Back to the text printed on the card</source>
        <translation>Torna al testo stampato sulla carta</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Testo stampato</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) shown</source>
        <translation>
            <numerusform>%n carta mostrata</numerusform>
            <numerusform>%n carte mostrate</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules</source>
        <translation>Mostra il testo Oracle inglese, quello che conta per le regole</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(nessun mazzo)</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation>Impossibile leggere un mazzo salvato (lasciato com&apos;è): {why}</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Non salvato: {why}</translation>
    </message>
    <message>
        <source>Saved {name!r} ({cards}) to {path}. The new-game wizard offers it under Saved decks.</source>
        <translation>{name!r} ({cards}) salvato in {path}. La procedura di nuova partita lo propone in Mazzi salvati.</translation>
    </message>
    <message>
        <source>A name for this deck:</source>
        <translation>Un nome per questo mazzo:</translation>
    </message>
    <message>
        <source>Not saved: the deck needs a name.</source>
        <translation>Non salvato: il mazzo ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation>Chiudi il costruttore di mazzi</translation>
    </message>
    <message>
        <source>This deck isn&apos;t saved. Close without saving it?</source>
        <translation>Questo mazzo non è salvato. Chiudere senza salvarlo?</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Chiudi senza salvare</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continua a modificare</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation>Non caricato: {why}</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>“{name}” caricato.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Elimina mazzo</translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation>Eliminare il mazzo salvato “{name}”? Non si può annullare.</translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation>Non eliminato: {why}</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>“{name}” eliminato.</translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>Importate {cards}.</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation>Lista del mazzo copiata negli appunti.</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Import a deck list</source>
        <translation>Importa una lista del mazzo</translation>
    </message>
    <message>
        <source>One card per line, with an optional count (&quot;1 Akoum&quot;); lines starting with # are comments.</source>
        <translation>Una carta per riga, con un numero facoltativo (&quot;1 Akoum&quot;); le righe che iniziano con # sono commenti.</translation>
    </message>
    <message>
        <source>1 Akoum
1 Bant
1 Chaotic Aether
…</source>
        <translation>1 Akoum
1 Bant
1 Chaotic Aether
…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
</context>
<context>
    <name>DeckListText</name>
    <message numerus="yes">
        <source>and %n more line(s)</source>
        <comment>after a deck list&apos;s problems</comment>
        <translation>
            <numerusform>e %n altra riga</numerusform>
            <numerusform>e altre %n righe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation>Mazzo salvato</translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation>Incolla lista</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>Costruttore</translation>
    </message>
    <message>
        <source>Where this planar deck comes from</source>
        <translation>Da dove viene questo mazzo planare</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> carte</translation>
    </message>
    <message>
        <source>How many cards to deal (at least ten, 901.3)</source>
        <translation>Quante carte distribuire (almeno dieci, 901.3)</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Tutti i set</translation>
    </message>
    <message>
        <source>{set} only</source>
        <translation>Solo {set}</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Costruisci…</translation>
    </message>
    <message>
        <source>Open the deck builder</source>
        <translation>Apri il costruttore di mazzi</translation>
    </message>
    <message>
        <source>Paste a deck list: one card per line, e.g. &quot;1 Akoum&quot;</source>
        <translation>Incolla una lista del mazzo: una carta per riga, ad es. &quot;1 Akoum&quot;</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(nessun mazzo salvato)</translation>
    </message>
    <message>
        <source>There are no saved decks yet: build one with Build…</source>
        <translation>Ancora nessun mazzo salvato: creane uno con Costruisci…</translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation>Mazzo casuale</translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation>Mazzo salvato “{name}”</translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation>Incolla sopra una lista del mazzo.</translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation>Lista incollata</translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation>Ancora nessun mazzo costruito: premi Costruisci… per farne uno.</translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation>Mazzo costruito</translation>
    </message>
    <message>
        <source>✓ {note}: {cards}, {phenomena} — legal ({rule})</source>
        <translation>✓ {note}: {cards}, {phenomena}; legale ({rule})</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n fenomeno</numerusform>
            <numerusform>%n fenomeni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>The saved deck {name!r}</source>
        <translation>Il mazzo salvato {name!r}</translation>
    </message>
    <message>
        <source>it is no longer listed</source>
        <translation>non è più in elenco</translation>
    </message>
</context>
<context>
    <name>DiePanel</name>
    <message>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Chaos</source>
        <translation>Caos</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Vuoto</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation>virtuale</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>a mano</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>fotocamera</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>effect, free</source>
        <translation>effetto, gratis</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>costo {cost}</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Inizia prima una partita.</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dado planare</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <comment>the manual button</comment>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what}. Deal with it, then roll (116.2i).</source>
        <translation>Fermo a {step}: {what}. Gestiscilo, poi tira (116.2i).</translation>
    </message>
    <message>
        <source>Die: virtual</source>
        <translation>Dado: virtuale</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Or enter a real die, read by hand:</source>
        <translation>Oppure inserisci un dado reale, letto a mano:</translation>
    </message>
    <message>
        <source>Enter a {face} read off a real die</source>
        <translation>Inserisci {face} letto su un dado reale</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Ancora nessun tiro</translation>
    </message>
    <message>
        <source>Who rolls:</source>
        <translation>Chi tira:</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d)</source>
        <translation>Ogni membro della squadra attiva può tirare, ciascuno al proprio costo (901.12d)</translation>
    </message>
    <message>
        <source>Camera…</source>
        <translation>Fotocamera…</translation>
    </message>
    <message>
        <source>Show what the camera sees (Camera ▸ Show camera…)</source>
        <translation>Mostra cosa vede la fotocamera (Fotocamera ▸ Mostra la fotocamera…)</translation>
    </message>
    <message>
        <source>Die: {name}</source>
        <translation>Dado: {name}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Non è cambiato nulla: {reason}</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what} triggered. Deal with it, then roll (116.2i).</source>
        <translation type="vanished">Fermo a {step}: si è innescato {what}. Gestiscilo, poi tira (116.2i).</translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation>{what}: non è cambiato nulla: {reason}</translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation>{player} tira dopo: {cost} mana</translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation>Un&apos;azione speciale: il giocatore attivo, in una fase principale, con la pila vuota; ogni tiro in questo turno costa un mana in più (901.9, 116.2i)</translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation>Il prossimo tiro di {player} costa {cost} mana.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>At the {step}, {what} triggers: Roll goes there first.</source>
        <translation>A {step} si innesca {what}: Tira va prima lì.</translation>
    </message>
    <message>
        <source>First, {waiting}.</source>
        <translation>Prima, {waiting}.</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Tiro in corso…</translation>
    </message>
    <message>
        <source>Read {read}, counts as {counted}</source>
        <translation>Letto {read}, conta come {counted}</translation>
    </message>
</context>
<context>
    <name>EffectRow</name>
    <message>
        <source>End</source>
        <translation>Termina</translation>
    </message>
    <message>
        <source>End this effect now</source>
        <translation>Termina ora questo effetto</translation>
    </message>
</context>
<context>
    <name>EffectsView</name>
    <message>
        <source>until end of turn</source>
        <translation>fino alla fine del turno</translation>
    </message>
    <message>
        <source>until a player planeswalks</source>
        <translation>finché un giocatore non viaggia tra i piani</translation>
    </message>
    <message>
        <source>until a player planeswalks away from a plane</source>
        <translation>finché un giocatore non viaggia tra i piani lasciando un piano</translation>
    </message>
    <message>
        <source>until {player}&apos;s next turn</source>
        <translation>fino al prossimo turno di {player}</translation>
    </message>
    <message>
        <source>until your next turn</source>
        <translation>fino al tuo prossimo turno</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>per il resto della partita</translation>
    </message>
    <message>
        <source>until {what}</source>
        <translation>fino a {what}</translation>
    </message>
    <message>
        <source>No active effects</source>
        <translation>Nessun effetto attivo</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>The game is back, but undo can&apos;t go back before now: {why}.</source>
        <translation>La partita è tornata, ma annulla non può tornare prima di questo punto: {why}.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Prima inizia una partita.</translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>The planeswalking ability</source>
        <comment>ability.Planeswalking</comment>
        <translation>L&apos;abilità di viaggio tra i piani</translation>
    </message>
    <message>
        <source>{card}&apos;s ability</source>
        <comment>ability.of_card</comment>
        <translation>l&apos;abilità di {card}</translation>
    </message>
    <message>
        <source>the planeswalking ability</source>
        <comment>ability.planeswalking</comment>
        <translation>l&apos;abilità di viaggio tra i piani</translation>
    </message>
    <message>
        <source>add effect</source>
        <comment>action.add_effect</comment>
        <translation>aggiungere un effetto</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>action.chaos</comment>
        <translation>far diffondere il caos</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>action.choose</comment>
        <translation>scegliere</translation>
    </message>
    <message>
        <source>commander cast</source>
        <comment>action.commander_cast</comment>
        <translation>lanciare un comandante</translation>
    </message>
    <message>
        <source>commander damage</source>
        <comment>action.commander_damage</comment>
        <translation>danni da comandante</translation>
    </message>
    <message>
        <source>counter</source>
        <comment>action.counter</comment>
        <translation>cambiare un segnalino</translation>
    </message>
    <message>
        <source>designation</source>
        <comment>action.designation</comment>
        <translation>designazione</translation>
    </message>
    <message>
        <source>end effect</source>
        <comment>action.end_effect</comment>
        <translation>terminare un effetto</translation>
    </message>
    <message>
        <source>end turn</source>
        <comment>action.end_turn</comment>
        <translation>terminare il turno</translation>
    </message>
    <message>
        <source>extra beginning</source>
        <comment>action.extra_beginning</comment>
        <translation>fase iniziale aggiuntiva</translation>
    </message>
    <message>
        <source>extra combat</source>
        <comment>action.extra_combat</comment>
        <translation>combattimento aggiuntivo</translation>
    </message>
    <message>
        <source>extra turn</source>
        <comment>action.extra_turn</comment>
        <translation>turno aggiuntivo</translation>
    </message>
    <message>
        <source>flip coin</source>
        <comment>action.flip_coin</comment>
        <translation>lanciare una moneta</translation>
    </message>
    <message>
        <source>goto</source>
        <comment>action.goto</comment>
        <translation>andare a un passo</translation>
    </message>
    <message>
        <source>leave</source>
        <comment>action.leave</comment>
        <translation>abbandonare la partita</translation>
    </message>
    <message>
        <source>life</source>
        <comment>action.life</comment>
        <translation>cambiare i punti vita</translation>
    </message>
    <message>
        <source>move</source>
        <comment>action.move</comment>
        <translation>spostare la partita</translation>
    </message>
    <message>
        <source>next step</source>
        <comment>action.next_step</comment>
        <translation>passo successivo</translation>
    </message>
    <message>
        <source>next turn</source>
        <comment>action.next_turn</comment>
        <translation>turno successivo</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>action.planeswalk</comment>
        <translation>viaggiare tra i piani</translation>
    </message>
    <message>
        <source>player counter</source>
        <comment>action.player_counter</comment>
        <translation>cambiare un segnalino di un giocatore</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>action.poison</comment>
        <translation>cambiare i segnalini veleno</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>action.remove</comment>
        <translation>togliere dalla pila</translation>
    </message>
    <message>
        <source>resolve</source>
        <comment>action.resolve</comment>
        <translation>risolvere</translation>
    </message>
    <message>
        <source>reverse turn order</source>
        <comment>action.reverse_turn_order</comment>
        <translation>invertire l&apos;ordine dei turni</translation>
    </message>
    <message>
        <source>roll</source>
        <comment>action.roll</comment>
        <translation>tirare il dado planare</translation>
    </message>
    <message>
        <source>table counter</source>
        <comment>action.table_counter</comment>
        <translation>impostare un segnalino (correzione)</translation>
    </message>
    <message>
        <source>table planeswalk</source>
        <comment>action.table_planeswalk</comment>
        <translation>viaggiare tra i piani (correzione)</translation>
    </message>
    <message>
        <source>table put</source>
        <comment>action.table_put</comment>
        <translation>spostare una carta (correzione)</translation>
    </message>
    <message>
        <source>table reveal</source>
        <comment>action.table_reveal</comment>
        <translation>rivelare carte (correzione)</translation>
    </message>
    <message>
        <source>table shuffle</source>
        <comment>action.table_shuffle</comment>
        <translation>mescolare un mazzo (correzione)</translation>
    </message>
    <message>
        <source>token</source>
        <comment>action.token</comment>
        <translation>pedine</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>action.trigger</comment>
        <translation>innescare un&apos;abilità</translation>
    </message>
    <message>
        <source>{player} must choose {prompt}</source>
        <comment>busy.must_choose</comment>
        <translation>{player} deve scegliere: {prompt}</translation>
    </message>
    <message>
        <source>{sources:list} triggered</source>
        <comment>busy.triggered</comment>
        <translation>si è innescato {sources:list}</translation>
    </message>
    <message>
        <source>{text}{card:key}{ability:key}</source>
        <comment>card.ability_text</comment>
        <translation>{text}{card:key}{ability:key}</translation>
    </message>
    <message>
        <source>{text}{card:key}{ability:key}{step:key}{template:key}{fills:key}</source>
        <comment>card.say</comment>
        <translation>{text}{card:key}{ability:key}{step:key}{template:key}{fills:key}</translation>
    </message>
    <message>
        <source>unknown card name {given}</source>
        <comment>card.unknown</comment>
        <translation>nome di carta sconosciuto {given}</translation>
    </message>
    <message>
        <source>unknown card name {given}; did you mean {suggestions:or}?</source>
        <comment>card.unknown_suggest</comment>
        <translation>nome di carta sconosciuto {given}; intendevi {suggestions:or}?</translation>
    </message>
    <message>
        <source>{card} (#{id})</source>
        <comment>card.with_id</comment>
        <translation>{card} (#{id})</translation>
    </message>
    <message>
        <source>In what order do {cards:and} go to the bottom of {deck}? The first is nearest the top.</source>
        <comment>choice.bottom_order</comment>
        <translation>In che ordine vanno {cards:and} sotto {deck}? La prima resta più vicina alla cima.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every card once, nearest the top first, or &quot;keep&quot;: {options:semi}</source>
        <comment>choice.every_card_once</comment>
        <translation>&apos;choose&apos;: elenca ogni carta una volta, prima la più vicina alla cima, oppure &quot;keep&quot;: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every player once, in the order that receives the life totals as listed: {options:semi}</source>
        <comment>choice.every_player_once</comment>
        <translation>&apos;choose&apos;: elenca ogni giocatore una volta, nell&apos;ordine in cui riceve i punti vita elencati: {options:semi}</translation>
    </message>
    <message>
        <source>{player} must first choose: {prompt}</source>
        <comment>choice.first</comment>
        <translation>{player} deve prima scegliere: {prompt}</translation>
    </message>
    <message>
        <source>{player} must first choose the mode of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_mode</comment>
        <translation>{player} deve prima scegliere il modo dell&apos;abilità di {source} (#{id})</translation>
    </message>
    <message>
        <source>{player} must first choose the target of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_target</comment>
        <translation>{player} deve prima scegliere il bersaglio dell&apos;abilità di {source} (#{id})</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: index {index} is out of range 0-{last}</source>
        <comment>choice.index_out_of_range</comment>
        <translation>&apos;choose&apos;: l&apos;indice {index} è fuori dall&apos;intervallo 0-{last}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: a list choice holds option strings or indexes</source>
        <comment>choice.list_of_options</comment>
        <translation>&apos;choose&apos;: una scelta a elenco contiene stringhe di opzioni o indici</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: an option is listed twice</source>
        <comment>choice.listed_twice</comment>
        <translation>&apos;choose&apos;: un&apos;opzione compare due volte</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right.</source>
        <comment>choice.map_move</comment>
        <translation>{player}, sposta la partita in alto, in basso, a sinistra o a destra.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right: {reason}.</source>
        <comment>choice.map_move.because</comment>
        <translation>{player}, sposta la partita in alto, in basso, a sinistra o a destra: {reason}.</translation>
    </message>
    <message>
        <source>{player} must first choose where the game moves on the Eternities Map</source>
        <comment>choice.map_move_first</comment>
        <translation>{player} deve prima scegliere dove si sposta la partita sulla Mappa delle Eternità</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space.</source>
        <comment>choice.map_move_or_hellride</comment>
        <translation>{player}, sposta la partita in alto, in basso, a sinistra o a destra, oppure fai hellride in diagonale su uno spazio vuoto.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space: {reason}.</source>
        <comment>choice.map_move_or_hellride.because</comment>
        <translation>{player}, sposta la partita in alto, in basso, a sinistra o a destra, oppure fai hellride in diagonale su uno spazio vuoto: {reason}.</translation>
    </message>
    <message>
        <source>{player}, choose where {cards:and} go: the game moves up, down, left or right, and the cards there are shuffled into the planar deck.</source>
        <comment>choice.map_place</comment>
        <translation>{player}, scegli dove vanno {cards:and}: la partita si sposta in alto, in basso, a sinistra o a destra, e le carte lì vengono rimescolate nel mazzo planare.</translation>
    </message>
    <message>
        <source>there is no choice to make now</source>
        <comment>choice.none</comment>
        <translation>ora non c&apos;è nessuna scelta da fare</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: {given} is not one of the options: {options:semi}</source>
        <comment>choice.not_an_option</comment>
        <translation>&apos;choose&apos;: {given} non è una delle opzioni: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: this choice takes one option: {options:semi}</source>
        <comment>choice.one_option</comment>
        <translation>&apos;choose&apos;: questa scelta accetta una sola opzione: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list all {count} options in order, or name the one to resolve first</source>
        <comment>choice.order_all_or_one</comment>
        <translation>&apos;choose&apos;: elenca tutte le {count} opzioni in ordine, o indica quella da risolvere per prima</translation>
    </message>
    <message>
        <source>the order of {count} triggered abilities you control (list them first to resolve first)</source>
        <comment>choice.order_triggers</comment>
        <translation>l&apos;ordine di {count} abilità innescate che controlli (elenca per prima quella da risolvere per prima)</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {least} or more, got {given}</source>
        <comment>command.at_least</comment>
        <translation>{cmd!r}: {key!r} deve essere {least} o più, ricevuto {given}</translation>
    </message>
    <message>
        <source>{cmd!r}: {given} is not a usable file path</source>
        <comment>command.bad_path</comment>
        <translation>{cmd!r}: {given} non è un percorso di file utilizzabile</translation>
    </message>
    <message>
        <source>{cmd!r}: {problem}</source>
        <comment>command.bad_value</comment>
        <translation>{cmd!r}: {problem}</translation>
    </message>
    <message>
        <source>the engine can&apos;t apply {action}</source>
        <comment>command.cannot_apply</comment>
        <translation>il motore non può applicare {action}</translation>
    </message>
    <message>
        <source>{cmd!r}: {detail}</source>
        <comment>command.cannot_build</comment>
        <translation>{cmd!r}: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;kind&apos; must name the counter, e.g. &quot;scroll&quot;</source>
        <comment>command.counter_kind</comment>
        <translation>{cmd!r}: &apos;kind&apos; deve indicare il segnalino, ad es. &quot;scroll&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} needs exactly one of &apos;delta&apos; or &apos;set&apos;</source>
        <comment>command.delta_or_set</comment>
        <translation>{cmd!r} richiede esattamente uno tra &apos;delta&apos; e &apos;set&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be empty</source>
        <comment>command.empty_field</comment>
        <translation>{cmd!r}: {key!r} non può essere vuoto</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes {allowed:list}</source>
        <comment>command.extra_fields</comment>
        <translation>{cmd!r} non accetta {given}; accetta {allowed:list}</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes no fields</source>
        <comment>command.extra_fields_none</comment>
        <translation>{cmd!r} non accetta {given}; non accetta campi</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {value!r}</source>
        <comment>command.field_bool</comment>
        <translation>{cmd!r}: {key!r} deve essere {types:orwords}, ricevuto {value!r}</translation>
    </message>
    <message>
        <source>{cmd!r} needs {key!r}</source>
        <comment>command.field_missing</comment>
        <translation>{cmd!r} richiede {key!r}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {given}</source>
        <comment>command.field_type</comment>
        <translation>{cmd!r}: {key!r} deve essere {types:orwords}, ricevuto {given}</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <comment>command.internal_error</comment>
        <translation>errore interno: {kind}: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} has {length} entries; at most {limit} are allowed</source>
        <comment>command.list_too_long</comment>
        <translation>{cmd!r}: {key} ha {length} elementi; ne sono ammessi al massimo {limit}</translation>
    </message>
    <message>
        <source>malformed JSON: {detail} {where}</source>
        <comment>command.malformed_json</comment>
        <translation>JSON malformato: {detail} {where}</translation>
    </message>
    <message>
        <source>{cmd!r} needs a &apos;path&apos; string</source>
        <comment>command.needs_path</comment>
        <translation>{cmd!r} richiede una stringa &apos;path&apos;</translation>
    </message>
    <message>
        <source>a command needs a &quot;cmd&quot; string</source>
        <comment>command.no_cmd</comment>
        <translation>un comando ha bisogno di una stringa &quot;cmd&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} takes no fields; got {given}</source>
        <comment>command.no_fields</comment>
        <translation>{cmd!r} non accetta campi; ricevuto {given}</translation>
    </message>
    <message>
        <source>no game yet: start one with {{&quot;cmd&quot;: &quot;new&quot;, ...}} or load a save</source>
        <comment>command.no_game</comment>
        <translation>ancora nessuna partita: iniziane una con {{&quot;cmd&quot;: &quot;new&quot;, ...}} o carica un salvataggio</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be a list of strings</source>
        <comment>command.not_names</comment>
        <translation>{cmd!r}: {key} deve essere un elenco di stringhe</translation>
    </message>
    <message>
        <source>a command must be a JSON object like {{&quot;cmd&quot;: &quot;{example}&quot;}}</source>
        <comment>command.not_object</comment>
        <translation>un comando deve essere un oggetto JSON come {{&quot;cmd&quot;: &quot;{example}&quot;}}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be one of {allowed:list}; got {given}</source>
        <comment>command.not_one_of</comment>
        <translation>{cmd!r}: {key!r} deve essere uno tra {allowed:list}; ricevuto {given}</translation>
    </message>
    <message>
        <source>{cmd!r} takes only &apos;path&apos;</source>
        <comment>command.only_path</comment>
        <translation>{cmd!r} accetta solo &apos;path&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be within ±{limit:,}, got {given}</source>
        <comment>command.out_of_range</comment>
        <translation>{cmd!r}: {key} deve essere entro ±{limit:,}, ricevuto {given}</translation>
    </message>
    <message>
        <source>&apos;rulings&apos; takes a &apos;card&apos; name</source>
        <comment>command.rulings_need_card</comment>
        <translation>&apos;rulings&apos; richiede il nome di una carta in &apos;card&apos;</translation>
    </message>
    <message>
        <source>{problem:cap}.</source>
        <comment>command.sentence</comment>
        <translation>{problem:cap}.</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} is {length} characters long; at most {limit} are allowed</source>
        <comment>command.text_too_long</comment>
        <translation>{cmd!r}: {key} è lungo {length} caratteri; ne sono ammessi al massimo {limit}</translation>
    </message>
    <message>
        <source>unknown command {given}</source>
        <comment>command.unknown</comment>
        <translation>comando sconosciuto {given}</translation>
    </message>
    <message>
        <source>{given} is not a usable file path ({detail})</source>
        <comment>command.unusable_path</comment>
        <translation>{given} non è un percorso di file utilizzabile ({detail})</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be 0</source>
        <comment>command.zero</comment>
        <translation>{cmd!r}: {key!r} non può essere 0</translation>
    </message>
    <message>
        <source>{player}&apos;s commanders need names of 1-{most} characters without &apos;/&apos;</source>
        <comment>commander.bad_names</comment>
        <translation>i comandanti di {player} richiedono nomi da 1 a {most} caratteri senza &apos;/&apos;</translation>
    </message>
    <message>
        <source>{commander} has been cast {count:,} times; that is past any real game</source>
        <comment>commander.cast_too_often</comment>
        <translation>{commander} è stato lanciato {count:,} volte; è oltre qualsiasi partita reale</translation>
    </message>
    <message>
        <source>{player} has taken {taken} damage from {owner}/{commander}; can&apos;t take away {amount}</source>
        <comment>commander.damage_below_zero</comment>
        <translation>{player} ha subito {taken} danni da {owner}/{commander}; impossibile toglierne {amount}</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; names the dealing player &apos;from&apos;</source>
        <comment>commander.damage_from_not_source</comment>
        <translation>&apos;commander_damage&apos; indica il giocatore che infligge i danni con &apos;from&apos;</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by a teammate&apos;s commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_mate</comment>
        <translation>{player} non può subire danni da comandante dal comandante di un compagno di squadra; 903.10a conta i danni dei comandanti degli avversari</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; needs &apos;from&apos; (the commander&apos;s owner)</source>
        <comment>commander.damage_needs_from</comment>
        <translation>&apos;commander_damage&apos; richiede &apos;from&apos; (il proprietario del comandante)</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by their own commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_own</comment>
        <translation>{player} non può subire danni da comandante dal proprio comandante; 903.10a conta i danni dei comandanti degli avversari</translation>
    </message>
    <message>
        <source>{player} has {count} commanders; a player has one, or two partners (or a background)</source>
        <comment>commander.how_many</comment>
        <translation>{player} ha {count} comandanti; un giocatore ne ha uno, o due partner (o un background)</translation>
    </message>
    <message>
        <source>{player} has two commanders ({commanders:list}); name one with &apos;commander&apos;</source>
        <comment>commander.name_one</comment>
        <translation>{player} ha due comandanti ({commanders:list}); indicane uno con &apos;commander&apos;</translation>
    </message>
    <message>
        <source>this game has no commanders; start it in the commander format or name them with &apos;commanders&apos; (903)</source>
        <comment>commander.none_in_game</comment>
        <translation>questa partita non ha comandanti; iniziala nel formato Commander o indicali con &apos;commanders&apos; (903)</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names {given}, who is not one of the players ({players:list})</source>
        <comment>commander.not_a_player</comment>
        <translation>&apos;commanders&apos; nomina {given}, che non è uno dei giocatori ({players:list})</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names a player twice</source>
        <comment>commander.player_twice</comment>
        <translation>&apos;commanders&apos; nomina due volte un giocatore</translation>
    </message>
    <message>
        <source>{player}&apos;s two commanders need different names</source>
        <comment>commander.same_names</comment>
        <translation>i due comandanti di {player} richiedono nomi diversi</translation>
    </message>
    <message>
        <source>{player} has no commander named {given}; their commanders: {commanders:list}</source>
        <comment>commander.unknown</comment>
        <translation>{player} non ha nessun comandante chiamato {given}; i suoi comandanti: {commanders:list}</translation>
    </message>
    <message>
        <source>{card} has {value:,} {kind} {value:plural:counter|counters}</source>
        <comment>correction.counters</comment>
        <translation>{card} ha {value:,} {value:plural:segnalino|segnalini} {kind}</translation>
    </message>
    <message>
        <source>{card} has no {kind} counters</source>
        <comment>correction.counters_none</comment>
        <translation>{card} non ha segnalini {kind}</translation>
    </message>
    <message>
        <source>{given} is face up; table_planeswalk turns up a card in a planar deck</source>
        <comment>correction.face_up.table_planeswalk</comment>
        <translation>{given} è a faccia in su; table_planeswalk gira a faccia in su una carta di un mazzo planare</translation>
    </message>
    <message>
        <source>{given} is face up; table_put moves a card in a planar deck</source>
        <comment>correction.face_up.table_put</comment>
        <translation>{given} è a faccia in su; table_put sposta una carta di un mazzo planare</translation>
    </message>
    <message>
        <source>{given} is in no planar deck</source>
        <comment>correction.in_no_deck</comment>
        <translation>{given} non è in nessun mazzo planare</translation>
    </message>
    <message>
        <source>{card} left the game with its owner, {owner}</source>
        <comment>correction.left_with_owner</comment>
        <translation>{card} ha lasciato la partita con il suo proprietario, {owner}</translation>
    </message>
    <message>
        <source>this game has no shared planar deck; name a player&apos;s deck</source>
        <comment>correction.no_shared_deck</comment>
        <translation>questa partita non ha un mazzo planare condiviso; indica il mazzo di un giocatore</translation>
    </message>
    <message>
        <source>{given} is not in {deck}</source>
        <comment>correction.not_in_deck</comment>
        <translation>{deck} non contiene {given}</translation>
    </message>
    <message>
        <source>{player} planeswalks to {card} (the table says so)</source>
        <comment>correction.planeswalks</comment>
        <translation>{player} viaggia tra i piani verso {card} (lo dice il tavolo)</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>correction.put_on_bottom</comment>
        <translation>{card} va sotto {deck}</translation>
    </message>
    <message>
        <source>{card} goes on top of {deck}</source>
        <comment>correction.put_on_top</comment>
        <translation>{card} va sopra {deck}</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} card(s); can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation type="vanished">&apos;table_reveal&apos;: {deck} ha {count} carta/e; impossibile rivelarne {n}</translation>
    </message>
    <message>
        <source>{player} reveals {n:plural:the top card|the top {n} cards} of {deck}</source>
        <comment>correction.reveals</comment>
        <translation>{player} rivela {n:plural:la prima carta|le prime {n} carte} ({deck})</translation>
    </message>
    <message>
        <source>{deck:cap} is shuffled</source>
        <comment>correction.shuffled</comment>
        <translation>{deck:cap} viene mescolato</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} counter(s); can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation type="vanished">{owner} ha {count} segnalino/i {kind}; impossibile rimuoverne {remove}</translation>
    </message>
    <message>
        <source>{given} is face up more than once ({shown:list}); name it by id</source>
        <comment>counter.face_up_twice</comment>
        <translation>{given} è a faccia in su più di una volta ({shown:list}); indicala per id</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: {shown:list}</source>
        <comment>counter.not_face_up</comment>
        <translation>{given} non è a faccia in su; a faccia in su: {shown:list}</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: nothing</source>
        <comment>counter.not_face_up_nothing</comment>
        <translation>{given} non è a faccia in su; a faccia in su: niente</translation>
    </message>
    <message>
        <source>{player} has {count} poison counter(s); can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation type="vanished">{player} ha {count} segnalino/i veleno; non può scendere sotto 0</translation>
    </message>
    <message>
        <source>{player} has {count} {token} token(s); {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation type="vanished">{player} ha {count} pedina/e {token}; non possono uscirne {leave}</translation>
    </message>
    <message>
        <source>The Eternities Map&apos;s planar deck</source>
        <comment>deck.Map</comment>
        <translation>Il mazzo planare della Mappa delle Eternità</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <comment>deck.Shared</comment>
        <translation>Il mazzo planare condiviso</translation>
    </message>
    <message>
        <source>holds {cards:list} more than once; each card must have a different English name</source>
        <comment>deck.duplicates</comment>
        <translation>contiene {cards:list} più di una volta; ogni carta deve avere un nome inglese diverso</translation>
    </message>
    <message>
        <source>{whose} {problems:andit}</source>
        <comment>deck.illegal</comment>
        <translation>{whose} {problems:andit}</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <comment>deck.line_problem</comment>
        <translation>riga {line}: {problem}</translation>
    </message>
    <message>
        <source>line {line}: {given} copies of one card; at most {most} are read, and a planar deck holds each card once (901.3)</source>
        <comment>deck.line_too_many_copies</comment>
        <translation>riga {line}: {given} copie di una carta; se ne leggono al massimo {most}, e un mazzo planare contiene ogni carta una sola volta (901.3)</translation>
    </message>
    <message>
        <source>{problems:semi}</source>
        <comment>deck.list_problems</comment>
        <translation>{problems:semi}</translation>
    </message>
    <message>
        <source>{problems:semi}; and {more} more lines</source>
        <comment>deck.list_problems_more</comment>
        <translation>{problems:semi}; e altre {more} righe</translation>
    </message>
    <message>
        <source>the deck list is {length:,} characters long; at most {limit:,} are read</source>
        <comment>deck.list_too_long</comment>
        <translation>la lista del mazzo è lunga {length:,} caratteri; se ne leggono al massimo {limit:,}</translation>
    </message>
    <message>
        <source>the deck list has {lines:,} lines; at most {limit:,} are read</source>
        <comment>deck.list_too_many_lines</comment>
        <translation>la lista del mazzo ha {lines:,} righe; se ne leggono al massimo {limit:,}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <comment>deck.owned</comment>
        <translation>il mazzo planare di {owner}</translation>
    </message>
    <message>
        <source>the shared planar deck</source>
        <comment>deck.shared</comment>
        <translation>il mazzo planare condiviso</translation>
    </message>
    <message>
        <source>a deck needs at least one card, not {size}</source>
        <comment>deck.size_below_one</comment>
        <translation>un mazzo richiede almeno una carta, non {size}</translation>
    </message>
    <message>
        <source>the chosen sets hold too few cards for a deck of {size}</source>
        <comment>deck.too_few_in_sets</comment>
        <translation>i set scelti contengono troppe poche carte per un mazzo di {size}</translation>
    </message>
    <message>
        <source>has {count} {count:plural:phenomenon|phenomena} ({cards:list}); at most {most} are allowed</source>
        <comment>deck.too_many_phenomena</comment>
        <translation>ha {count} {count:plural:fenomeno|fenomeni} ({cards:list}); ne sono ammessi al massimo {most}</translation>
    </message>
    <message>
        <source>has {size} {size:plural:card|cards}; it needs at least {minimum}</source>
        <comment>deck.too_small</comment>
        <translation>ha {size} {size:plural:carta|carte}; ne servono almeno {minimum}</translation>
    </message>
    <message>
        <source>{owner}: {problems:semi}</source>
        <comment>deck.unknown_cards</comment>
        <translation>{owner}: {problems:semi}</translation>
    </message>
    <message>
        <source>unknown set {given:list}; the sets are {sets:list}</source>
        <comment>deck.unknown_sets</comment>
        <translation>set sconosciuto {given:list}; i set sono {sets:list}</translation>
    </message>
    <message>
        <source>down</source>
        <comment>direction.down</comment>
        <translation>in basso</translation>
    </message>
    <message>
        <source>down left</source>
        <comment>direction.down_left</comment>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <source>down right</source>
        <comment>direction.down_right</comment>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <source>left</source>
        <comment>direction.left</comment>
        <translation>a sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <comment>direction.right</comment>
        <translation>a destra</translation>
    </message>
    <message>
        <source>up</source>
        <comment>direction.up</comment>
        <translation>in alto</translation>
    </message>
    <message>
        <source>up left</source>
        <comment>direction.up_left</comment>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <source>up right</source>
        <comment>direction.up_right</comment>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <source>&apos;add_effect&apos;: an effect until your next turn needs &apos;player&apos;</source>
        <comment>effect.next_turn_needs_player</comment>
        <translation>&apos;add_effect&apos;: un effetto fino al tuo prossimo turno richiede &apos;player&apos;</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: {ids:ids}</source>
        <comment>effect.unknown</comment>
        <translation>nessun effetto attivo #{id}; effetti attivi: {ids:ids}</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: none</source>
        <comment>effect.unknown_none</comment>
        <translation>nessun effetto attivo #{id}; effetti attivi: nessuno</translation>
    </message>
    <message>
        <source>{source} leaves the stack: {reason}</source>
        <comment>event.ability_removed</comment>
        <translation>{source} lascia la pila: {reason}</translation>
    </message>
    <message>
        <source>{source} resolves</source>
        <comment>event.ability_resolved</comment>
        <translation>{source} si risolve</translation>
    </message>
    <message>
        <source>{source} triggers ({reason}), controlled by {controller}</source>
        <comment>event.ability_triggered</comment>
        <translation>{source} si innesca ({reason}); la controlla {controller}</translation>
    </message>
    <message>
        <source>{card}: {count} {count:plural:ruling|rulings}</source>
        <comment>event.card_info</comment>
        <translation>{card}: {count} {count:plural:chiarimento|chiarimenti}</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>event.card_to_bottom</comment>
        <translation>{card} va sotto {deck}</translation>
    </message>
    <message>
        <source>Face up: {card} (from {deck})</source>
        <comment>event.card_turned_face_up</comment>
        <translation>A faccia in su: {card} ({deck})</translation>
    </message>
    <message>
        <source>Encountered: {card} (from {deck})</source>
        <comment>event.card_turned_face_up.phenomenon</comment>
        <translation>Incontro: {card} ({deck})</translation>
    </message>
    <message>
        <source>Revealed from {deck}: {cards:list}</source>
        <comment>event.cards_revealed</comment>
        <translation>Rivelate ({deck}): {cards:list}</translation>
    </message>
    <message>
        <source>Revealed from {deck}: nothing</source>
        <comment>event.cards_revealed.nothing</comment>
        <translation>Rivelate ({deck}): nessuna</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <comment>event.chaos_ensued</comment>
        <translation>Si diffonde il caos</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <comment>event.chaos_ensued.card</comment>
        <translation>Si diffonde il caos su {card}</translation>
    </message>
    <message>
        <source>{player}&apos;s choice for {source} is cancelled: {reason}</source>
        <comment>event.choice_cancelled</comment>
        <translation>La scelta di {player} per {source} è annullata: {reason}</translation>
    </message>
    <message>
        <source>{player} chose: {choice:then}</source>
        <comment>event.choice_made</comment>
        <translation>{player} ha scelto: {choice:then}</translation>
    </message>
    <message>
        <source>{player} must choose: {prompt}</source>
        <comment>event.choice_requested</comment>
        <translation>{player} deve scegliere: {prompt}</translation>
    </message>
    <message>
        <source>{player} flips a coin: lost</source>
        <comment>event.coin_flipped.lost</comment>
        <translation>{player} lancia una moneta: perso</translation>
    </message>
    <message>
        <source>{player} flips a coin: won</source>
        <comment>event.coin_flipped.won</comment>
        <translation>{player} lancia una moneta: vinto</translation>
    </message>
    <message>
        <source>{player} cast {commander} from the command zone (cast {casts} {casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more next time</source>
        <comment>event.commander_cast</comment>
        <translation>{player} ha lanciato {commander} dalla zona di comando ({casts} {casts:plural:volta|volte}); 903.8: la prossima volta costa {{{next_tax}}} in più</translation>
    </message>
    <message>
        <source>{owner}&apos;s {commander} dealt {amount} combat damage to {player} ({total} in all)</source>
        <comment>event.commander_damaged</comment>
        <translation>{commander} di {owner} ha inflitto {amount} danni da combattimento a {player} ({total} in tutto)</translation>
    </message>
    <message>
        <source>Corrected: {amount} less damage from {owner}&apos;s {commander} to {player} ({total} in all)</source>
        <comment>event.commander_damaged.corrected</comment>
        <translation>Corretto: {amount} danni in meno da {commander} di {owner} a {player} ({total} in tutto)</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation type="vanished">{card} riceve {n} segnalino/i {kind}: ora {count}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation type="vanished">{card} perde {n} segnalino/i {kind}: ora {count}</translation>
    </message>
    <message>
        <source>{player}: {designations:list}</source>
        <comment>event.designation_changed</comment>
        <translation>{player}: {designations:list}</translation>
    </message>
    <message>
        <source>{player}: no designations</source>
        <comment>event.designation_changed.none</comment>
        <translation>{player}: nessuna designazione</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}): {face}</source>
        <comment>event.die_rolled</comment>
        <translation>{roller} ha tirato il dado planare ({how}, {source}): {face}</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}, confidence {confidence:.2f}): {face}</source>
        <comment>event.die_rolled.confidence</comment>
        <translation>{roller} ha tirato il dado planare ({how}, {source}, affidabilità {confidence:.2f}): {face}</translation>
    </message>
    <message>
        <source>Effect: {text} (until {until:words})</source>
        <comment>event.effect_began</comment>
        <translation>Effetto: {text} (fino a {until:words})</translation>
    </message>
    <message>
        <source>Effect ends ({reason}): {text}</source>
        <comment>event.effect_ended</comment>
        <translation>L&apos;effetto finisce ({reason}): {text}</translation>
    </message>
    <message>
        <source>{player} will take an extra turn after this one</source>
        <comment>event.extra_turn_added</comment>
        <translation>{player} giocherà un turno aggiuntivo dopo questo</translation>
    </message>
    <message>
        <source>Game over: {winner} wins</source>
        <comment>event.game_over</comment>
        <translation>Partita finita: vince {winner}</translation>
    </message>
    <message>
        <source>Game over: nobody is left</source>
        <comment>event.game_over.nobody</comment>
        <translation>Partita finita: non resta nessuno</translation>
    </message>
    <message>
        <source>Game over: {team:team} win</source>
        <comment>event.game_over.team</comment>
        <translation>Partita finita: vincono {team:team}</translation>
    </message>
    <message>
        <source>New game: {players:list} with a planar deck each; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started</comment>
        <translation>Nuova partita: {players:list}, con un mazzo planare ciascuno; inizia {starting_player} (seme {seed})</translation>
    </message>
    <message>
        <source>New game: {players:list} with one shared planar deck; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started.shared</comment>
        <translation>Nuova partita: {players:list}, con un mazzo planare condiviso; inizia {starting_player} (seme {seed})</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <comment>event.instruction</comment>
        <translation>{player}: {text}</translation>
    </message>
    <message>
        <source>{player}&apos;s life: {old} → {new}</source>
        <comment>event.life_changed</comment>
        <translation>Punti vita di {player}: {old} → {new}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <comment>event.loaded</comment>
        <translation>Caricato {path}</translation>
    </message>
    <message>
        <source>{names:list} {count:plural:is|are} collected from the Eternities Map and shuffled into the planar deck</source>
        <comment>event.map_collected</comment>
        <translation>{names:list} {count:plural:viene raccolto|vengono raccolti} dalla Mappa delle Eternità e {count:plural:rimescolato|rimescolati} nel mazzo planare</translation>
    </message>
    <message>
        <source>{name} is dealt onto the Eternities Map at ({x}, {y})</source>
        <comment>event.map_dealt</comment>
        <translation>{name} viene distribuito sulla Mappa delle Eternità in ({x}, {y})</translation>
    </message>
    <message>
        <source>{player} moves {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved</comment>
        <translation>{player} si sposta {direction:dir} sulla Mappa delle Eternità, da ({from_x}, {from_y}) a ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>{player} hellrides {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved.hellride</comment>
        <translation>{player} fa hellride {direction:dir} sulla Mappa delle Eternità, da ({from_x}, {from_y}) a ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>Additional {phases} after this phase</source>
        <comment>event.phases_added</comment>
        <translation>Dopo questa fase: {phases}</translation>
    </message>
    <message>
        <source>{new} is now the planar controller ({rule})</source>
        <comment>event.planar_controller_changed</comment>
        <translation>{new} è ora il controllore planare ({rule})</translation>
    </message>
    <message>
        <source>{player} planeswalks from {away:list} to {to}</source>
        <comment>event.planeswalked</comment>
        <translation>{player} viaggia tra i piani da {away:list} verso {to}</translation>
    </message>
    <message>
        <source>{player} planeswalks from nothing to {to}</source>
        <comment>event.planeswalked.from_nothing</comment>
        <translation>{player} viaggia tra i piani dal nulla verso {to}</translation>
    </message>
    <message>
        <source>{source} selects {player} at random</source>
        <comment>event.player_chosen_at_random</comment>
        <translation>{source} sceglie a caso {player}</translation>
    </message>
    <message>
        <source>The app selects {player} at random</source>
        <comment>event.player_chosen_at_random.by_app</comment>
        <translation>L&apos;app sceglie a caso {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {kind} counters: {old} → {new}</source>
        <comment>event.player_counters_changed</comment>
        <translation>Segnalini {kind} di {player}: {old} → {new}</translation>
    </message>
    <message>
        <source>{player} would lose the game ({reason}): the table confirms</source>
        <comment>event.player_flagged</comment>
        <translation>{player} perderebbe la partita ({reason}): il tavolo conferma</translation>
    </message>
    <message>
        <source>{player} leaves the game</source>
        <comment>event.player_left</comment>
        <translation>{player} lascia la partita</translation>
    </message>
    <message>
        <source>{player} leaves the game; their planar cards leave with them ({count})</source>
        <comment>event.player_left.cards</comment>
        <translation>{player} lascia la partita; le sue carte planari escono con lui ({count})</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <comment>event.redone</comment>
        <translation>Ripetuto: {action}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <comment>event.saved</comment>
        <translation>Salvato in {path}</translation>
    </message>
    <message>
        <source>103.7: {card} is a phenomenon; it goes to the bottom without triggering</source>
        <comment>event.setup_phenomenon_skipped</comment>
        <translation>103.7: {card} è un fenomeno; va in fondo senza innescarsi</translation>
    </message>
    <message>
        <source>Starting plane: {card} (no abilities trigger, 901.5)</source>
        <comment>event.starting_plane</comment>
        <translation>Piano iniziale: {card} (nessuna abilità si innesca, 901.5)</translation>
    </message>
    <message>
        <source>{player}&apos;s {step:step}</source>
        <comment>event.step_began</comment>
        <translation>{player}: {step:step}</translation>
    </message>
    <message>
        <source>Stopped at the {step:step}: {reason}</source>
        <comment>event.stopped</comment>
        <translation>Fermo nella {step:step}: {reason}</translation>
    </message>
    <message>
        <source>Table correction: {text}</source>
        <comment>event.table_correction</comment>
        <translation>Correzione del tavolo: {text}</translation>
    </message>
    <message>
        <source>{player} chose {choice:list} as the target of {ability}</source>
        <comment>event.target_chosen</comment>
        <translation>{player} ha scelto {choice:list} come bersaglio di {ability}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s): {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation type="vanished">{player} crea {n} pedina/e {name}: {count} in tutto</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s) (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation type="vanished">{player} crea {n} pedina/e {name} (raddoppiate dai Giardini Pensili di Selesnya): {count} in tutto</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} {count:plural:card|cards}; can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation>&apos;table_reveal&apos;: {deck} ha {count} {count:plural:carta|carte}; impossibile rivelarne {n}</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} {count:plural:counter|counters}; can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation>{owner} ha {count} {count:plural:segnalino|segnalini} {kind}; impossibile rimuoverne {remove}</translation>
    </message>
    <message>
        <source>{player} has {count} poison {count:plural:counter|counters}; can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation>{player} ha {count} {count:plural:segnalino|segnalini} veleno; non può scendere sotto 0</translation>
    </message>
    <message>
        <source>{player} has {count} {token} {count:plural:token|tokens}; {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation>{player} ha {count} {count:plural:pedina|pedine} {token}; non possono uscirne {leave}</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation>{card} riceve {n} {n:plural:segnalino|segnalini} {kind}: ora {count}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation>{card} perde {n} {n:plural:segnalino|segnalini} {kind}: ora {count}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens}: {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation>{player} crea {n} {n:plural:pedina|pedine} {name}: {count} in tutto</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens} (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation>{player} crea {n} {n:plural:pedina|pedine} {name} (raddoppiate dai Giardini Pensili di Selesnya): {count} in tutto</translation>
    </message>
    <message>
        <source>{player}&apos;s {name} tokens: {n} left the battlefield, {count} remain</source>
        <comment>event.tokens_left</comment>
        <translation>Pedine {name} di {player}: {n} hanno lasciato il campo di battaglia, ne restano {count}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <comment>event.turn_began</comment>
        <translation>Turno {turn}: turno di {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s extra turn</source>
        <comment>event.turn_began.extra</comment>
        <translation>Turno {turn}: turno aggiuntivo di {player}</translation>
    </message>
    <message>
        <source>The turn ends (723): {player}&apos;s turn skips to its cleanup step</source>
        <comment>event.turn_ended</comment>
        <translation>Il turno finisce (723): il turno di {player} salta alla sua sottofase di cancellazione</translation>
    </message>
    <message>
        <source>Turn order reversed: {order:arrow}</source>
        <comment>event.turn_order_reversed</comment>
        <translation>Ordine dei turni invertito: {order:arrow}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <comment>event.undone</comment>
        <translation>Annullato: {action}</translation>
    </message>
    <message>
        <source>at character {at}</source>
        <comment>input.at_character</comment>
        <translation>al carattere {at}</translation>
    </message>
    <message>
        <source>at the end of {what}</source>
        <comment>input.at_end</comment>
        <translation>dove finisce {what}</translation>
    </message>
    <message>
        <source>{name} is not a number this input may hold</source>
        <comment>input.constant</comment>
        <translation>{name} non è un numero ammesso da questo input</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <comment>input.in</comment>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what} must be a number, not {given}</source>
        <comment>input.not_a_number</comment>
        <translation>{what} deve essere un numero, non {given}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} {where}</source>
        <comment>input.not_json</comment>
        <translation>{what} non è JSON valido: {detail} {where}</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode</source>
        <comment>input.not_unicode</comment>
        <translation>{what} contiene testo che non è Unicode valido</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode: {given}</source>
        <comment>input.not_unicode_quoted</comment>
        <translation>{what} contiene testo che non è Unicode valido: {given}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (a bad byte at {at})</source>
        <comment>input.not_utf8</comment>
        <translation>{what} non è testo UTF-8 (un byte errato alla posizione {at})</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {given}</source>
        <comment>input.not_whole_number</comment>
        <translation>{what} deve essere un numero intero da {low} a {high}, non {given}</translation>
    </message>
    <message>
        <source>{what} must be from {low:g} to {high:g}, not {given}</source>
        <comment>input.not_within</comment>
        <translation>{what} deve essere compreso tra {low:g} e {high:g}, non {given}</translation>
    </message>
    <message>
        <source>the number {given} is too large</source>
        <comment>input.number_too_large</comment>
        <translation>il numero {given} è troppo grande</translation>
    </message>
    <message>
        <source>the deck list</source>
        <comment>input.the_deck_list</comment>
        <translation>la lista del mazzo</translation>
    </message>
    <message>
        <source>the file</source>
        <comment>input.the_file</comment>
        <translation>il file</translation>
    </message>
    <message>
        <source>the line</source>
        <comment>input.the_line</comment>
        <translation>la riga</translation>
    </message>
    <message>
        <source>{what} nests arrays or objects more than {limit} deep</source>
        <comment>input.too_deep</comment>
        <translation>{what} annida elenchi o oggetti oltre {limit} livelli</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} bytes</source>
        <comment>input.too_long</comment>
        <translation>{what} supera i {limit} byte</translation>
    </message>
    <message>
        <source>{what} is {size} bytes; at most {limit} are read</source>
        <comment>input.too_many_bytes</comment>
        <translation>{what} occupa {size} byte; se ne leggono al massimo {limit}</translation>
    </message>
    <message>
        <source>the number {given} has more than {digits} digits</source>
        <comment>input.too_many_digits</comment>
        <translation>il numero {given} ha più di {digits} cifre</translation>
    </message>
    <message>
        <source>{what} can&apos;t be read: {detail}</source>
        <comment>input.unreadable</comment>
        <translation>impossibile leggere {what}: {detail}</translation>
    </message>
    <message>
        <source>{card} isn&apos;t face up: its {kind} counter counts for this ability only</source>
        <comment>instruction.counter_not_face_up</comment>
        <translation>{card} non è a faccia in su: il suo segnalino {kind} conta solo per questa abilità</translation>
    </message>
    <message>
        <source>The game can&apos;t move on the Eternities Map: the planar deck has no card to deal</source>
        <comment>instruction.map_stuck</comment>
        <translation>La partita non può spostarsi sulla Mappa delle Eternità: il mazzo planare non ha carte da distribuire</translation>
    </message>
    <message>
        <source>It isn&apos;t a main phase, so there is no additional combat phase</source>
        <comment>instruction.no_extra_combat</comment>
        <translation>Non è una fase principale, quindi non c&apos;è una fase di combattimento addizionale</translation>
    </message>
    <message>
        <source>701.31a: only the planar controller ({controller}) may planeswalk, so {roller}&apos;s planeswalking ability does nothing</source>
        <comment>instruction.not_planar_controller</comment>
        <translation>701.31a: solo il controllore planare ({controller}) può viaggiare tra i piani, quindi l&apos;abilità di viaggio tra i piani di {roller} non fa nulla</translation>
    </message>
    <message>
        <source>901.8: {roller}&apos;s planeswalking ability resolves; 701.31a: only the planar controller may planeswalk, so {player} planeswalks for the team</source>
        <comment>instruction.team_planeswalks</comment>
        <translation>901.8: si risolve l&apos;abilità di viaggio tra i piani di {roller}; 701.31a: solo il controllore planare può viaggiare tra i piani, quindi {player} viaggia tra i piani per la squadra</translation>
    </message>
    <message>
        <source>103.8b: the team that goes first skips the draw step of its first turn</source>
        <comment>instruction.team_skips_draw</comment>
        <translation>103.8b: la squadra che inizia salta la sottofase di acquisizione del suo primo turno</translation>
    </message>
    <message>
        <source>The game can&apos;t move {direction:dir}: the planar deck has no card to deal there; move {options:list}.</source>
        <comment>map.cannot_move</comment>
        <translation>La partita non può spostarsi {direction:dir}: il mazzo planare non ha carte da distribuire lì; spostati {options:list}.</translation>
    </message>
    <message>
        <source>You can hellride only onto an empty space; {direction:Dir} holds {cards:and}.</source>
        <comment>map.hellride_not_empty</comment>
        <translation>Puoi fare hellride solo su uno spazio vuoto; {direction:Dir}: {cards:and}.</translation>
    </message>
    <message>
        <source>The Eternities Map uses one planar deck of every plane in the pool (901.15); give shared_deck.</source>
        <comment>map.needs_shared_deck</comment>
        <translation>La Mappa delle Eternità usa un mazzo planare con tutti i piani disponibili (901.15); indica shared_deck.</translation>
    </message>
    <message>
        <source>{cards:and} go into the space the game moves to: move up, down, left or right; you can&apos;t hellride now.</source>
        <comment>map.no_hellride_with_cards</comment>
        <translation>{cards:and} vanno nello spazio in cui si sposta la partita: spostati in alto, in basso, a sinistra o a destra; ora non puoi fare hellride.</translation>
    </message>
    <message>
        <source>There is no Planeswalker roll to resolve: the game moves on the Eternities Map only when the planeswalking ability resolves (901.8).</source>
        <comment>map.no_move</comment>
        <translation>Non c&apos;è nessun tiro Planeswalker da risolvere: la partita si sposta sulla Mappa delle Eternità solo quando si risolve l&apos;abilità di viaggio tra i piani (901.8).</translation>
    </message>
    <message>
        <source>the planar deck has no plane card</source>
        <comment>map.no_plane</comment>
        <translation>il mazzo planare non ha nessuna carta piano</translation>
    </message>
    <message>
        <source>the direction must be one of {allowed:list}; got {given}</source>
        <comment>map.not_a_direction</comment>
        <translation>la direzione deve essere una tra {allowed:list}; ricevuto {given}</translation>
    </message>
    <message>
        <source>This game isn&apos;t played on the Eternities Map.</source>
        <comment>map.not_the_variant</comment>
        <translation>Questa partita non si gioca sulla Mappa delle Eternità.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: name one direction: {options:list}</source>
        <comment>map.one_direction</comment>
        <translation>&apos;choose&apos;: indica una direzione: {options:list}</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list}.</source>
        <comment>map.phenomena_off</comment>
        <translation>Senza fenomeni, il mazzo della Mappa delle Eternità non contiene fenomeni; togli {cards:list}.</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list} and more.</source>
        <comment>map.phenomena_off_more</comment>
        <translation>Senza fenomeni, il mazzo della Mappa delle Eternità non contiene fenomeni; togli {cards:list} e altri.</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; takes &apos;phenomena&apos; and &apos;planeswalk_effects&apos;, not {given:list}</source>
        <comment>map.settings_extra</comment>
        <translation>&apos;map_settings&apos; accetta &apos;phenomena&apos; e &apos;planeswalk_effects&apos;, non {given:list}</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; must be an object with &apos;phenomena&apos; and &apos;planeswalk_effects&apos;</source>
        <comment>map.settings_not_object</comment>
        <translation>&apos;map_settings&apos; deve essere un oggetto con &apos;phenomena&apos; e &apos;planeswalk_effects&apos;</translation>
    </message>
    <message>
        <source>&apos;map_settings.{key}&apos; must be one of {allowed:list}; got {given}</source>
        <comment>map.settings_not_one_of</comment>
        <translation>&apos;map_settings.{key}&apos; deve essere uno tra {allowed:list}; ricevuto {given}</translation>
    </message>
    <message>
        <source>beginning phase</source>
        <comment>phases.beginning</comment>
        <translation>una fase iniziale addizionale</translation>
    </message>
    <message>
        <source>combat phase followed by an additional main phase</source>
        <comment>phases.combat_and_main</comment>
        <translation>una fase di combattimento addizionale, seguita da una fase principale addizionale</translation>
    </message>
    <message>
        <source>nothing (empty deck)</source>
        <comment>planeswalk.to_nothing</comment>
        <translation>nulla (mazzo vuoto)</translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <comment>player.left</comment>
        <translation>{player} ha lasciato la partita</translation>
    </message>
    <message>
        <source>no player named {given}; the players are {players:list}</source>
        <comment>player.unknown</comment>
        <translation>nessun giocatore si chiama {given}; i giocatori sono {players:list}</translation>
    </message>
    <message>
        <source>a player planeswalked</source>
        <comment>reason.a_player_planeswalked</comment>
        <translation>un giocatore ha viaggiato tra i piani</translation>
    </message>
    <message>
        <source>the game planeswalks away from {cards:and} (704.6f)</source>
        <comment>reason.away_from_phenomenon</comment>
        <translation>la partita viaggia tra i piani lasciando {cards:and} (704.6f)</translation>
    </message>
    <message>
        <source>901.10: {card} left the game with its owner, {player}</source>
        <comment>reason.card_left_with_owner</comment>
        <translation>901.10: {card} ha lasciato la partita con il suo proprietario, {player}</translation>
    </message>
    <message>
        <source>{card} says to planeswalk</source>
        <comment>reason.card_says_planeswalk</comment>
        <translation>{card} dice di viaggiare tra i piani</translation>
    </message>
    <message>
        <source>chaos ensued</source>
        <comment>reason.chaos_ensued</comment>
        <translation>si è diffuso il caos</translation>
    </message>
    <message>
        <source>chaos ensued for revealed {card}</source>
        <comment>reason.chaos_ensued_revealed</comment>
        <translation>si è diffuso il caos su {card}, rivelata</translation>
    </message>
    <message>
        <source>514.2: cleanup step</source>
        <comment>reason.cleanup_step</comment>
        <translation>514.2: sottofase di cancellazione</translation>
    </message>
    <message>
        <source>311.5: the active player</source>
        <comment>reason.controller_is_active_player</comment>
        <translation>311.5: il giocatore attivo</translation>
    </message>
    <message>
        <source>800.4a: its controller {player} left the game</source>
        <comment>reason.controller_left</comment>
        <translation>800.4a: il suo controllore, {player}, ha lasciato la partita</translation>
    </message>
    <message>
        <source>901.12b: the planar controller&apos;s team left</source>
        <comment>reason.controller_team_left</comment>
        <translation>901.12b: la squadra del controllore planare se n&apos;è andata</translation>
    </message>
    <message>
        <source>{n} or more {kind} counters</source>
        <comment>reason.counters_at_least</comment>
        <translation>{n} o più segnalini {kind}</translation>
    </message>
    <message>
        <source>an effect says to planeswalk ({rule})</source>
        <comment>reason.effect_says_planeswalk</comment>
        <translation>un effetto dice di viaggiare tra i piani ({rule})</translation>
    </message>
    <message>
        <source>encountered</source>
        <comment>reason.encountered</comment>
        <translation>incontrato</translation>
    </message>
    <message>
        <source>ended by the table</source>
        <comment>reason.ended_by_the_table</comment>
        <translation>terminato dal tavolo</translation>
    </message>
    <message>
        <source>{face} roll</source>
        <comment>reason.face_roll</comment>
        <translation>risultato: {face}</translation>
    </message>
    <message>
        <source>704.6c: 21 or more combat damage from {commander}</source>
        <comment>reason.flag_commander_damage</comment>
        <translation>704.6c: 21 o più danni da combattimento da {commander}</translation>
    </message>
    <message>
        <source>704.5a: 0 or less life</source>
        <comment>reason.flag_life</comment>
        <translation>704.5a: 0 punti vita o meno</translation>
    </message>
    <message>
        <source>704.5c: 10 or more poison counters</source>
        <comment>reason.flag_poison</comment>
        <translation>704.5c: 10 o più segnalini veleno</translation>
    </message>
    <message>
        <source>704.6a: the team has 0 or less life</source>
        <comment>reason.flag_team_life</comment>
        <translation>704.6a: la squadra ha 0 punti vita o meno</translation>
    </message>
    <message>
        <source>704.6b: the team has 15 or more poison counters</source>
        <comment>reason.flag_team_poison</comment>
        <translation>704.6b: la squadra ha 15 o più segnalini veleno</translation>
    </message>
    <message>
        <source>800.4a: {player} left before it finished; the rest of the ability does nothing</source>
        <comment>reason.left_unfinished</comment>
        <translation>800.4a: {player} se n&apos;è andato prima che finisse; il resto dell&apos;abilità non fa nulla</translation>
    </message>
    <message>
        <source>311.5: the planar controller left</source>
        <comment>reason.planar_controller_left</comment>
        <translation>311.5: il controllore planare se n&apos;è andato</translation>
    </message>
    <message>
        <source>901.10a: a plane left the game</source>
        <comment>reason.plane_left</comment>
        <translation>901.10a: un piano ha lasciato la partita</translation>
    </message>
    <message>
        <source>planeswalked away from</source>
        <comment>reason.planeswalked_away_from</comment>
        <translation>si è viaggiato via da qui</translation>
    </message>
    <message>
        <source>planeswalked to</source>
        <comment>reason.planeswalked_to</comment>
        <translation>si è viaggiato fino a qui</translation>
    </message>
    <message>
        <source>Planeswalker symbol rolled</source>
        <comment>reason.planeswalker_rolled</comment>
        <translation>è uscito il simbolo Planeswalker</translation>
    </message>
    <message>
        <source>that player left; their next turn would have begun</source>
        <comment>reason.player_left_before_turn</comment>
        <translation>quel giocatore se n&apos;è andato; il suo turno successivo sarebbe iniziato</translation>
    </message>
    <message>
        <source>removed by the table</source>
        <comment>reason.removed_by_the_table</comment>
        <translation>rimosso dal tavolo</translation>
    </message>
    <message>
        <source>reported by the table</source>
        <comment>reason.reported_by_the_table</comment>
        <translation>segnalato dal tavolo</translation>
    </message>
    <message>
        <source>901.10: its source left the game with {player}</source>
        <comment>reason.source_left_with</comment>
        <translation>901.10: la sua fonte ha lasciato la partita con {player}</translation>
    </message>
    <message>
        <source>{step:step}</source>
        <comment>reason.step</comment>
        <translation>{step:step}</translation>
    </message>
    <message>
        <source>the table says to planeswalk</source>
        <comment>reason.table_says_planeswalk</comment>
        <translation>il tavolo dice di viaggiare tra i piani</translation>
    </message>
    <message>
        <source>{player}&apos;s turn began</source>
        <comment>reason.turn_began</comment>
        <translation>è iniziato il turno di {player}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;confidence&apos; must be between 0 and 1, got {given}</source>
        <comment>roll.bad_confidence</comment>
        <translation>{cmd!r}: &apos;confidence&apos; deve essere tra 0 e 1, ricevuto {given}</translation>
    </message>
    <message>
        <source>{player} can&apos;t roll yet: on the way from the {passed:step} to the main phase, {reason} at the {step:step}. Go to that step and deal with it first</source>
        <comment>roll.busy_on_the_way</comment>
        <translation>{player} non può ancora tirare: tra la {passed:step} e la fase principale, {reason} nella {step:step}. Vai prima lì e gestiscilo</translation>
    </message>
    <message>
        <source>an effect</source>
        <comment>roll.by_effect</comment>
        <translation>un effetto</translation>
    </message>
    <message>
        <source>cost {{{cost}}}</source>
        <comment>roll.cost</comment>
        <translation>costo {{{cost}}}</translation>
    </message>
    <message>
        <source>{face}</source>
        <comment>roll.face</comment>
        <translation>{face}</translation>
    </message>
    <message>
        <source>{face}, counted as {counted}</source>
        <comment>roll.face_counted_as</comment>
        <translation>{face}, conta come {counted}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a {source} reading needs a &apos;face&apos;</source>
        <comment>roll.needs_face</comment>
        <translation>&apos;roll&apos;: una lettura {source} richiede una &apos;face&apos;</translation>
    </message>
    <message>
        <source>{player} has left the game; their turn ends with no active player, so nobody may roll the planar die</source>
        <comment>roll.no_active_player</comment>
        <translation>{player} ha lasciato la partita; il suo turno finisce senza giocatore attivo, quindi nessuno può tirare il dado planare</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is the {step:step}</source>
        <comment>roll.not_main_phase</comment>
        <translation>{player} può tirare il dado planare solo durante una fase principale del proprio turno; ora è la {step:step}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is {team:team}&apos;s turn</source>
        <comment>roll.not_your_turn</comment>
        <translation>{player} può tirare il dado planare solo durante una fase principale del proprio turno; è il turno di {team:team}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only while the stack is empty; {count} {count:plural:ability is|abilities are} waiting</source>
        <comment>roll.stack_not_empty</comment>
        <translation>{player} può tirare il dado planare solo con la pila vuota; {count:plural:c&apos;è|ci sono} {count} abilità in attesa</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a face comes from a physical die; give a &apos;source&apos; of manual, camera or serial, or leave out &apos;face&apos; for a virtual roll</source>
        <comment>roll.virtual_face</comment>
        <translation>&apos;roll&apos;: una faccia viene da un dado fisico; indica un &apos;source&apos; manual, camera o serial, oppure ometti &apos;face&apos; per un tiro virtuale</translation>
    </message>
    <message>
        <source>{rule}: {message}</source>
        <comment>rule.cited</comment>
        <translation>{rule}: {message}</translation>
    </message>
    <message>
        <source>nothing changed: the autosave failed ({problem})</source>
        <comment>save.autosave_failed</comment>
        <translation>non è cambiato nulla: il salvataggio automatico non è riuscito ({problem})</translation>
    </message>
    <message>
        <source>can&apos;t read {path}: {detail}</source>
        <comment>save.cannot_read</comment>
        <translation>impossibile leggere {path}: {detail}</translation>
    </message>
    <message>
        <source>can&apos;t write {path}: {detail}</source>
        <comment>save.cannot_write</comment>
        <translation>impossibile scrivere {path}: {detail}</translation>
    </message>
    <message>
        <source>corrupt JSON: {detail}</source>
        <comment>save.corrupt_json</comment>
        <translation>JSON danneggiato: {detail}</translation>
    </message>
    <message>
        <source>{origin} is damaged: {detail}</source>
        <comment>save.damaged</comment>
        <translation>{origin} è danneggiato: {detail}</translation>
    </message>
    <message>
        <source>{path} is larger than {limit} bytes: too large to be a save file</source>
        <comment>save.larger_than</comment>
        <translation>{path} occupa più di {limit} byte: troppo per essere un salvataggio</translation>
    </message>
    <message>
        <source>no save file at {path}</source>
        <comment>save.missing</comment>
        <translation>nessun salvataggio in {path}</translation>
    </message>
    <message>
        <source>{origin} was saved by a newer version (save format {version}; this app reads up to {newest}). Update the app to open it</source>
        <comment>save.newer</comment>
        <translation>{origin} è stato salvato da una versione più recente (formato {version}; questa app legge fino al {newest}). Aggiorna l&apos;app per aprirlo</translation>
    </message>
    <message>
        <source>{origin} has no valid version number</source>
        <comment>save.no_version</comment>
        <translation>{origin} non ha un numero di versione valido</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <comment>save.not_a_file</comment>
        <translation>{path} non è un file</translation>
    </message>
    <message>
        <source>{origin} is not a Planechase save file</source>
        <comment>save.not_a_save</comment>
        <translation>{origin} non è un salvataggio di Planechase</translation>
    </message>
    <message>
        <source>can&apos;t save {path}: the game holds text that is not valid Unicode ({given})</source>
        <comment>save.not_unicode</comment>
        <translation>impossibile salvare {path}: la partita contiene testo che non è Unicode valido ({given})</translation>
    </message>
    <message>
        <source>replaying the saved actions doesn&apos;t give the saved game</source>
        <comment>save.replay_differs</comment>
        <translation>rieseguire le azioni salvate non dà la partita salvata</translation>
    </message>
    <message>
        <source>{path} is {size} bytes: too large to be a save file</source>
        <comment>save.too_large</comment>
        <translation>{path} occupa {size} byte: troppo per essere un salvataggio</translation>
    </message>
    <message>
        <source>undo step {step} ({cmd:words}) no longer applies: {problem}</source>
        <comment>save.undo_step_fails</comment>
        <translation>il passo di annullamento {step} ({cmd:words}) non si applica più: {problem}</translation>
    </message>
    <message>
        <source>{origin} has an unknown save format version {version}</source>
        <comment>save.unknown_version</comment>
        <translation>{origin} ha una versione di formato sconosciuta: {version}</translation>
    </message>
    <message>
        <source>{origin} is not a readable save file ({problem})</source>
        <comment>save.unreadable</comment>
        <translation>{origin} non è un salvataggio leggibile ({problem})</translation>
    </message>
    <message>
        <source>won&apos;t overwrite {path}: it isn&apos;t a save this version can read ({problem}). Move it away or choose another file.</source>
        <comment>save.wont_overwrite</comment>
        <translation>{path} non viene sovrascritto: non è un salvataggio che questa versione sa leggere ({problem}). Spostalo o scegli un altro file.</translation>
    </message>
    <message>
        <source>starting_life must be a positive number, got {given}</source>
        <comment>setup.bad_life</comment>
        <translation>starting_life deve essere un numero positivo, ricevuto {given}</translation>
    </message>
    <message>
        <source>player name {given} must be 1-{most} characters with no leading or trailing spaces</source>
        <comment>setup.bad_player_name</comment>
        <translation>il nome del giocatore {given} deve avere da 1 a {most} caratteri, senza spazi all&apos;inizio o alla fine</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;variant&apos; must be {variant} or null; got {given}</source>
        <comment>setup.bad_variant</comment>
        <translation>&apos;new&apos;: &apos;variant&apos; deve essere {variant} o null; ricevuto {given}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;commanders&apos; must map each player to a list of commanders</source>
        <comment>setup.commanders_not_map</comment>
        <translation>&apos;new&apos;: &apos;commanders&apos; deve associare a ogni giocatore un elenco di comandanti</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for {given:list}</source>
        <comment>setup.decks_per_player</comment>
        <translation>&apos;decks&apos; richiede un mazzo planare per ogni giocatore ({players:list}); ricevuti mazzi per {given:list}</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for nobody</source>
        <comment>setup.decks_per_player_none</comment>
        <translation>&apos;decks&apos; richiede un mazzo planare per ogni giocatore ({players:list}); nessun mazzo ricevuto</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;map_settings&apos; is only for the {variant} variant</source>
        <comment>setup.map_settings_without_map</comment>
        <translation>&apos;new&apos;: &apos;map_settings&apos; vale solo per la variante {variant}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck has no plane card</source>
        <comment>setup.no_plane</comment>
        <translation>il mazzo planare di {owner} non ha nessuna carta piano</translation>
    </message>
    <message>
        <source>&apos;new&apos; needs exactly one of &apos;decks&apos; (one per player), &apos;shared_deck&apos; or &apos;random_decks&apos;</source>
        <comment>setup.one_deck_kind</comment>
        <translation>&apos;new&apos; richiede esattamente uno tra &apos;decks&apos; (uno per giocatore), &apos;shared_deck&apos; e &apos;random_decks&apos;</translation>
    </message>
    <message>
        <source>a Planechase game here seats {least} to {most} players; got {count}</source>
        <comment>setup.player_count</comment>
        <translation>qui una partita di Planechase ammette da {least} a {most} giocatori; ricevuti {count}</translation>
    </message>
    <message>
        <source>{name!r} is reserved for the shared planar deck</source>
        <comment>setup.reserved_name</comment>
        <translation>{name!r} è riservato al mazzo planare condiviso</translation>
    </message>
    <message>
        <source>player names must be different: {players:list}</source>
        <comment>setup.same_names</comment>
        <translation>i nomi dei giocatori devono essere diversi: {players:list}</translation>
    </message>
    <message>
        <source>starting_player {player} is not a primary player; name {primary} to have {team:team}&apos;s team start (901.12b)</source>
        <comment>setup.starter_not_primary</comment>
        <translation>starting_player {player} non è un giocatore principale; indica {primary} perché inizi la squadra di {team:team} (901.12b)</translation>
    </message>
    <message>
        <source>starting_player {given} is not one of the players ({players:list})</source>
        <comment>setup.starter_unknown</comment>
        <translation>starting_player {given} non è uno dei giocatori ({players:list})</translation>
    </message>
    <message>
        <source>each Two-Headed Giant team has two players; {given} is {count}</source>
        <comment>setup.team_size</comment>
        <translation>ogni squadra di Gigante a Due Teste ha due giocatori; {given} ne ha {count}</translation>
    </message>
    <message>
        <source>a Two-Headed Giant game needs &apos;teams&apos; (810.1)</source>
        <comment>setup.teams_missing</comment>
        <translation>una partita Gigante a Due Teste richiede &apos;teams&apos; (810.1)</translation>
    </message>
    <message>
        <source>&apos;new&apos;: a Two-Headed Giant game needs &apos;teams&apos;, e.g. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</source>
        <comment>setup.teams_missing_example</comment>
        <translation>&apos;new&apos;: una partita Gigante a Due Teste richiede &apos;teams&apos;, ad es. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</translation>
    </message>
    <message>
        <source>&apos;teams&apos; is only for the two_headed_giant format</source>
        <comment>setup.teams_not_2hg</comment>
        <translation>&apos;teams&apos; vale solo per il formato two_headed_giant</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;teams&apos; must be a list of pairs of player names</source>
        <comment>setup.teams_not_list</comment>
        <translation>&apos;new&apos;: &apos;teams&apos; deve essere un elenco di coppie di nomi di giocatori</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must seat every player once ({players:list}); got {given}</source>
        <comment>setup.teams_seat_everyone</comment>
        <translation>&apos;teams&apos; deve includere ogni giocatore una volta ({players:list}); ricevuto {given}</translation>
    </message>
    <message>
        <source>Two-Headed Giant needs two or more teams; got {count}</source>
        <comment>setup.too_few_teams</comment>
        <translation>Gigante a Due Teste richiede due o più squadre; ricevute {count}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;decks&apos; has {count} entries; one per player</source>
        <comment>setup.too_many_decks</comment>
        <translation>&apos;new&apos;: &apos;decks&apos; ha {count} elementi; uno per giocatore</translation>
    </message>
    <message>
        <source>the stack is empty: there is nothing to resolve</source>
        <comment>stack.empty</comment>
        <translation>la pila è vuota: non c&apos;è niente da risolvere</translation>
    </message>
    <message>
        <source>the stack must be empty to {what}; {count} {count:plural:ability is|abilities are} on it: resolve or remove them first</source>
        <comment>stack.must_be_empty</comment>
        <translation>la pila deve essere vuota per {what}; {count:plural:c&apos;è|ci sono} {count} abilità: risolvile o rimuovile prima</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds {ids:ids}</source>
        <comment>stack.no_such_item</comment>
        <translation>nessuna abilità #{id} nella pila; contiene {ids:ids}</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds nothing</source>
        <comment>stack.no_such_item_empty</comment>
        <translation>nessuna abilità #{id} nella pila; è vuota</translation>
    </message>
    <message>
        <source>move to another step</source>
        <comment>stack.to_move_to_another_step</comment>
        <translation>passare a un altro passo</translation>
    </message>
    <message>
        <source>move to the next step</source>
        <comment>stack.to_move_to_the_next_step</comment>
        <translation>passare al passo successivo</translation>
    </message>
    <message>
        <source>beginning of combat</source>
        <comment>step.beginning_of_combat</comment>
        <translation>sottofase di inizio combattimento</translation>
    </message>
    <message>
        <source>cleanup step</source>
        <comment>step.cleanup</comment>
        <translation>sottofase di cancellazione</translation>
    </message>
    <message>
        <source>combat damage step</source>
        <comment>step.combat_damage</comment>
        <translation>sottofase di danno da combattimento</translation>
    </message>
    <message>
        <source>declare attackers step</source>
        <comment>step.declare_attackers</comment>
        <translation>sottofase di dichiarazione degli attaccanti</translation>
    </message>
    <message>
        <source>declare blockers step</source>
        <comment>step.declare_blockers</comment>
        <translation>sottofase di dichiarazione dei bloccanti</translation>
    </message>
    <message>
        <source>draw step</source>
        <comment>step.draw</comment>
        <translation>sottofase di acquisizione</translation>
    </message>
    <message>
        <source>end step</source>
        <comment>step.end</comment>
        <translation>sottofase finale</translation>
    </message>
    <message>
        <source>end of combat step</source>
        <comment>step.end_of_combat</comment>
        <translation>sottofase di fine combattimento</translation>
    </message>
    <message>
        <source>second main phase</source>
        <comment>step.postcombat_main</comment>
        <translation>seconda fase principale</translation>
    </message>
    <message>
        <source>first main phase</source>
        <comment>step.precombat_main</comment>
        <translation>prima fase principale</translation>
    </message>
    <message>
        <source>untap step</source>
        <comment>step.untap</comment>
        <translation>sottofase di STAP</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>step.upkeep</comment>
        <translation>sottofase di mantenimento</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>text.english</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {kind} counters</source>
        <comment>total.counters</comment>
        <translation>i segnalini {kind} di {owner}</translation>
    </message>
    <message>
        <source>{player}&apos;s life total</source>
        <comment>total.life</comment>
        <translation>i punti vita di {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {token} tokens</source>
        <comment>total.tokens</comment>
        <translation>le pedine {token} di {player}</translation>
    </message>
    <message>
        <source>{what} would be {value:,}; totals stay within ±{limit:,}</source>
        <comment>total.too_large</comment>
        <translation>{what} sarebbe {value:,}; i totali restano entro ±{limit:,}</translation>
    </message>
    <message>
        <source>{card} has abilities 0-{last}, not {index}</source>
        <comment>trigger.no_such_ability</comment>
        <translation>{card} ha le abilità 0-{last}, non {index}</translation>
    </message>
    <message>
        <source>{card}&apos;s ability {index} is not one the table reports; the app puts its step, roll, chaos and planeswalk triggers on the stack itself</source>
        <comment>trigger.not_table_reported</comment>
        <translation>l&apos;abilità {index} di {card} non è tra quelle che segnala il tavolo; l&apos;app mette da sola in pila i suoi inneschi di sottofase, di tiro, di caos e di viaggio tra i piani</translation>
    </message>
    <message>
        <source>could not reach the {step:step}</source>
        <comment>turn.could_not_reach</comment>
        <translation>impossibile raggiungere la {step:step}</translation>
    </message>
    <message>
        <source>the game is over (nobody is left); undo or start a new game</source>
        <comment>turn.game_over_nobody</comment>
        <translation>la partita è finita (non resta nessuno); annulla o inizia una nuova partita</translation>
    </message>
    <message>
        <source>the game is over ({winner} won); undo or start a new game</source>
        <comment>turn.game_over_won</comment>
        <translation>la partita è finita (ha vinto {winner}); annulla o inizia una nuova partita</translation>
    </message>
    <message>
        <source>nobody is left to take a turn</source>
        <comment>turn.nobody_left</comment>
        <translation>non resta nessuno che possa giocare un turno</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>type.bool</comment>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>type.dict</comment>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>type.float</comment>
        <translation>un numero</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>type.int</comment>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>type.list</comment>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>type.str</comment>
        <translation>una stringa</translation>
    </message>
    <message>
        <source>nothing to undo: this is the start of the game</source>
        <comment>undo.at_start</comment>
        <translation>niente da annullare: questo è l&apos;inizio della partita</translation>
    </message>
    <message>
        <source>nothing more to undo: undo reaches back {kept:,} actions at most, and the {dropped:,} before them are no longer kept</source>
        <comment>undo.no_more</comment>
        <translation>nient&apos;altro da annullare: annulla torna indietro al massimo di {kept:,} azioni, e le {dropped:,} precedenti non sono più conservate</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <comment>undo.nothing_to_redo</comment>
        <translation>niente da ripetere</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>, </source>
        <comment>between items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between sentences of a list</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>; then </source>
        <comment>between choices made one after the other</comment>
        <translation>; poi </translation>
    </message>
    <message>
        <source>; and it </source>
        <comment>between the problems of one deck</comment>
        <translation>; e </translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the players of a team</comment>
        <translation> e </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the end of a list: &apos;A, B and C&apos;</comment>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>the end of a list: &apos;A, B or C&apos;</comment>
        <translation>{items} o {last}</translation>
    </message>
    <message>
        <source> or </source>
        <comment>between alternatives</comment>
        <translation> o </translation>
    </message>
    <message>
        <source>planeswalker</source>
        <comment>die face</comment>
        <translation>planeswalker</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>die face</comment>
        <translation>caos</translation>
    </message>
    <message>
        <source>blank</source>
        <comment>die face</comment>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>virtual</source>
        <comment>roll source</comment>
        <translation>virtuale</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>roll source</comment>
        <translation>a mano</translation>
    </message>
    <message>
        <source>camera</source>
        <comment>roll source</comment>
        <translation>fotocamera</translation>
    </message>
    <message>
        <source>serial</source>
        <comment>roll source</comment>
        <translation>torre</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>until ...</comment>
        <translation>fine turno</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>until ...</comment>
        <translation>che qualcuno viaggi tra i piani</translation>
    </message>
    <message>
        <source>planeswalk away from plane</source>
        <comment>until ...</comment>
        <translation>che qualcuno lasci un piano viaggiando tra i piani</translation>
    </message>
    <message>
        <source>your next turn</source>
        <comment>until ...</comment>
        <translation>quando inizia il tuo prossimo turno</translation>
    </message>
    <message>
        <source>game</source>
        <comment>until ...</comment>
        <translation>fine partita</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Up left</source>
        <translation>Su a sinistra</translation>
    </message>
    <message>
        <source>Up right</source>
        <translation>Su a destra</translation>
    </message>
    <message>
        <source>Down left</source>
        <translation>Giù a sinistra</translation>
    </message>
    <message>
        <source>Down right</source>
        <translation>Giù a destra</translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation>{direction}: Hellride su uno spazio vuoto</translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation>{direction}: uno spazio vuoto (vi si distribuisce una carta)</translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation>{direction}: {plane}</translation>
    </message>
    <message>
        <source>no plane</source>
        <translation>nessun piano</translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation>La partita è su {plane}.</translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation>{direction}: {planes}.</translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation>{player} sposta la partita: {moves}.</translation>
    </message>
    <message>
        <source>Hellride</source>
        <translation>Hellride</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Deck list</source>
        <translation>Lista del mazzo</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiata negli appunti.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{a} and {b} win!</source>
        <translation>Vincono {a} e {b}!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Vince {name}!</translation>
    </message>
    <message>
        <source>Nobody is left</source>
        <translation>Non resta nessuno</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>Same players, seating and starting life; random decks dealt anew, other decks shuffled again, from a new seed</source>
        <translation>Stessi giocatori, posti e punti vita iniziali; i mazzi casuali vengono ridistribuiti e gli altri rimescolati, da un nuovo seme</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Set up a different game</source>
        <translation>Prepara una partita diversa</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last action (a misclick)</source>
        <translation>Annulla l&apos;ultima azione (un clic sbagliato)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Guarda il tavolo</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation>
            <numerusform>%n piano visitato</numerusform>
            <numerusform>%n piani visitati</numerusform>
        </translation>
    </message>
    <message>
        <source>{turns} turns · {players} players</source>
        <translation type="vanished">{turns} turni · {players} giocatori</translation>
    </message>
    <message>
        <source>1 turn · {players} players</source>
        <translation type="vanished">1 turno · {players} giocatori</translation>
    </message>
    <message>
        <source> · {n} planes visited</source>
        <translation type="vanished"> · {n} piani visitati</translation>
    </message>
    <message>
        <source>{life} life</source>
        <translation>{life} punti vita</translation>
    </message>
    <message>
        <source> · {poison} poison</source>
        <translation> · {poison} veleno</translation>
    </message>
    <message>
        <source> · left</source>
        <translation> · fuori gioco</translation>
    </message>
    <message>
        <source>No rematch: {reason}</source>
        <translation>Niente rivincita: {reason}</translation>
    </message>
</context>
<context>
    <name>KeepAside</name>
    <message>
        <source>it is nested too deeply</source>
        <translation>è annidato troppo in profondità</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation>l&apos;app non ha il permesso di leggerlo</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>non è testo UTF-8</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>non è JSON valido (riga {line}, colonna {column})</translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation>contiene un numero con migliaia di cifre</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. The file is kept as {kept}.</source>
        <translation>{what} ({name}): lettura non riuscita ({why}); {fallback}. Il file è conservato come {kept}.</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. It couldn&apos;t be moved aside ({error}) and is left at {path}.</source>
        <translation>{what} ({name}): lettura non riuscita ({why}); {fallback}. Non è stato possibile spostarlo ({error}) e resta in {path}.</translation>
    </message>
</context>
<context>
    <name>LastSetup</name>
    <message>
        <source>The last players</source>
        <translation>Gli ultimi giocatori</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>si usano i valori predefiniti</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rolls only</source>
        <translation>Solo tiri</translation>
    </message>
    <message>
        <source>Show only the roll audit: who rolled, cost, source, face</source>
        <translation>Mostra solo il registro dei tiri: chi ha tirato, costo, fonte, faccia</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Roll audit: who rolled, the cost, the source and the face</source>
        <translation>Registro dei tiri: chi ha tirato, il costo, la fonte e la faccia</translation>
    </message>
    <message>
        <source>Table correction: fixed by hand, not a rule or a roll</source>
        <translation>Correzione del tavolo: sistemato a mano, non è una regola né un tiro</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recent games: {notes}</source>
        <translation>Partite recenti: {notes}</translation>
    </message>
    <message>
        <source>Turn {turn}: {players} on {plane}</source>
        <translation>Turno {turn}: {players} su {plane}</translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation>Tavolo di Planechase</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effetti</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annulla (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Ripeti (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Planar history: the planes visited and the cards left in each planar deck (Ctrl+H)</source>
        <translation>Cronologia planare: i piani visitati e le carte rimaste in ogni mazzo planare (Ctrl+H)</translation>
    </message>
    <message>
        <source>Effects and the game log</source>
        <translation>Effetti e registro della partita</translation>
    </message>
    <message>
        <source>Menu: game, play, view, camera</source>
        <translation>Menu: partita, gioco, vista, fotocamera</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Schermo intero (F11)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>&amp;Costruttore di mazzi…</translation>
    </message>
    <message>
        <source>&amp;Recent games…</source>
        <translation>Partite &amp;recenti…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Roll the planar die</source>
        <translation>&amp;Tira il dado planare</translation>
    </message>
    <message>
        <source>Re&amp;solve the top of the stack</source>
        <translation>Ri&amp;solvi la cima della pila</translation>
    </message>
    <message>
        <source>Resolve (keypad)</source>
        <translation>Risolvi (tastierino)</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Turno successivo</translation>
    </message>
    <message>
        <source>&amp;Fix the table…</source>
        <translation>&amp;Correggi il tavolo…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <source>Upright screen (laptop, TV at one end)</source>
        <translation>Schermo verticale (portatile, TV a un capo)</translation>
    </message>
    <message>
        <source>Flat screen (in the middle of the table)</source>
        <translation>Schermo piatto (al centro del tavolo)</translation>
    </message>
    <message>
        <source>Card faces the active player</source>
        <translation>La carta guarda il giocatore attivo</translation>
    </message>
    <message>
        <source>Card faces the planar controller</source>
        <translation>La carta guarda il controllore planare</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Planar &amp;history…</source>
        <translation>&amp;Cronologia planare…</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Fotocamera</translation>
    </message>
    <message>
        <source>&amp;Show camera…</source>
        <translation>&amp;Mostra la fotocamera…</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>&amp;Calibra…</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Esci dallo schermo intero (F11)</translation>
    </message>
    <message>
        <source>Interface size {wanted:.2f} doesn&apos;t fit this window; the table is drawn at {drawn:.2f}, the most it holds.</source>
        <translation>La dimensione dell&apos;interfaccia {wanted:.2f} non entra in questa finestra; il tavolo è disegnato a {drawn:.2f}, il massimo possibile.</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>Impostazioni non salvate: {error}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>pronto</translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation>Solo anteprima: il dado è {source}. Scegli “Dado reale, letto dalla fotocamera” in Vista ▸ Impostazioni per leggere i tiri.</translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation>Non calibrata: premi Calibra… per insegnare alla fotocamera il tuo vassoio e il tuo dado.</translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation>Fotocamera calibrata: profilo “{name}” salvato.</translation>
    </message>
    <message>
        <source>Undo: {action} (Ctrl+Z)</source>
        <translation>Annulla: {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niente da annullare</translation>
    </message>
    <message>
        <source>Redo: {action} (Ctrl+Shift+Z)</source>
        <translation>Ripeti: {action} (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Niente da ripetere</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Annulla: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Ripeti: {action}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Non è cambiato nulla: {reason}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Continuare?</translation>
    </message>
    <message>
        <source>Continue the last game?

{summary}</source>
        <translation>Continuare l&apos;ultima partita?

{summary}</translation>
    </message>
</context>
<context>
    <name>MapOptions</name>
    <message>
        <source>Hellride only</source>
        <translation>Solo con hellride (in diagonale)</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Sulla mappa</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Move like a Planeswalker roll</source>
        <translation>Muovi come con un tiro Planeswalker</translation>
    </message>
    <message>
        <source>Move one step at random</source>
        <translation>Muovi di un passo a caso</translation>
    </message>
    <message>
        <source>House rule: phenomena</source>
        <translation>Regola della casa: fenomeni</translation>
    </message>
    <message>
        <source>The article the variant comes from predates phenomena.</source>
        <translation>L&apos;articolo da cui nasce la variante è precedente ai fenomeni.</translation>
    </message>
    <message>
        <source>House rule: effects that planeswalk</source>
        <translation>Regola della casa: effetti che fanno viaggiare tra i piani</translation>
    </message>
    <message>
        <source>“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar Tunnel and Spatial Merging: how the game moves on the map.</source>
        <translation>&quot;Viaggia tra i piani&quot; dopo un fenomeno, &quot;poi viaggia tra i piani&quot;, Tunnel Interplanare e Fusione dello Spazio: come si sposta la partita sulla mappa.</translation>
    </message>
    <message>
        <source>One planar deck of every plane in the pool (phenomena off), shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Un mazzo planare con tutti i piani disponibili (senza fenomeni), mescolato (901.15); i mazzi dei giocatori non vengono usati.</translation>
    </message>
    <message>
        <source>One planar deck of every plane and phenomenon in the pool, shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Un mazzo planare con tutti i piani e fenomeni disponibili, mescolato (901.15); i mazzi dei giocatori non vengono usati.</translation>
    </message>
    <message>
        <source>A phenomenon is met only by hellriding onto it; once it&apos;s resolved it goes to the bottom and a plane is dealt in its place.</source>
        <translation>Un fenomeno si incontra solo facendo hellride su di esso (spostandosi in diagonale su uno spazio vuoto); una volta risolto va in fondo e al suo posto viene distribuito un piano.</translation>
    </message>
    <message>
        <source>Phenomena are dealt like planes and met when the game moves onto one; once it&apos;s resolved the game moves on, and it stays on the map.</source>
        <translation>I fenomeni sono distribuiti come i piani e si incontrano quando la partita si sposta su uno; una volta risolto la partita prosegue, e resta sulla mappa.</translation>
    </message>
    <message>
        <source>No phenomena in the deck.</source>
        <translation>Nessun fenomeno nel mazzo.</translation>
    </message>
    <message>
        <source>The active player chooses the direction.</source>
        <translation>Il giocatore attivo sceglie la direzione.</translation>
    </message>
    <message>
        <source>Nobody chooses: up, down, left or right at random.</source>
        <translation>Nessuno sceglie: su, giù, sinistra o destra a caso.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s plane is dealt in the Tunnel&apos;s place; Spatial Merging&apos;s two planes go where the game moves.</source>
        <translation>Il piano del Tunnel Interplanare viene distribuito al posto del Tunnel; i due piani della Fusione dello Spazio vanno dove si sposta la partita.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s and Spatial Merging&apos;s planes go where the game moves.</source>
        <translation>I piani del Tunnel Interplanare e della Fusione dello Spazio vanno dove si sposta la partita.</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Eternities Map</source>
        <translation>Mappa delle Eternità</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Testo stampato</translation>
    </message>
    <message>
        <source>{label} — Enter to move</source>
        <translation>{label}: Invio per spostarsi</translation>
    </message>
    <message>
        <source>A card is dealt here from the top of the planar deck and the game moves to it.</source>
        <translation>Qui viene distribuita una carta dalla cima del mazzo planare e la partita si sposta su di essa.</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Seme {seed}</translation>
    </message>
    <message>
        <source>Random decks, shuffles and the random starting player come from it</source>
        <translation>Da esso derivano i mazzi casuali, i mescolamenti e il primo giocatore casuale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Back to four players with random decks (the last players are offered otherwise)</source>
        <translation>Torna a quattro giocatori con mazzi casuali (altrimenti vengono proposti gli ultimi giocatori)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Free-for-all</source>
        <translation>Tutti contro tutti</translation>
    </message>
    <message>
        <source>Two-Headed Giant (810, 901.12)</source>
        <translation>Gigante a Due Teste (810, 901.12)</translation>
    </message>
    <message>
        <source>Commander (903)</source>
        <translation>Commander (903)</translation>
    </message>
    <message>
        <source>with commanders</source>
        <translation>con comandanti</translation>
    </message>
    <message>
        <source>Commander in teams: commander damage and tax for every player (903)</source>
        <translation>Commander a squadre: danni e tassa del comandante per ogni giocatore (903)</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Planechase (901)</source>
        <translation>Planechase (901)</translation>
    </message>
    <message>
        <source>Eternities Map</source>
        <translation>Mappa delle Eternità</translation>
    </message>
    <message>
        <source>The planes lie in a grid; a Planeswalker roll moves the game one step up, down, left or right, or diagonally onto an empty space (hellriding).</source>
        <translation>I piani formano una griglia; un tiro Planeswalker sposta la partita di un passo in su, giù, a sinistra o a destra, o in diagonale su uno spazio vuoto (hellride).</translation>
    </message>
    <message>
        <source>Planar decks:</source>
        <translation>Mazzo planare:</translation>
    </message>
    <message>
        <source>Each player brings one (901.3)</source>
        <translation>Ogni giocatore porta il suo (901.3)</translation>
    </message>
    <message>
        <source>One shared deck for the table (901.15)</source>
        <translation>Un mazzo condiviso per il tavolo (901.15)</translation>
    </message>
    <message>
        <source>Players, in seating (turn) order</source>
        <translation>Giocatori, in ordine di posto (turno)</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Aggiungi giocatore</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Mazzo condiviso</translation>
    </message>
    <message>
        <source>Starting player:</source>
        <translation>Primo giocatore:</translation>
    </message>
    <message>
        <source>Starting life:</source>
        <translation>Punti vita iniziali:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Altro:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Inizia partita</translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation>Casuale (dal seme)</translation>
    </message>
    <message>
        <source>Team {n}: {a} and {b}</source>
        <translation>Squadra {n}: {a} e {b}</translation>
    </message>
    <message numerus="yes">
        <source>%n planar deck(s) need attention (see above).</source>
        <translation>
            <numerusform>C&apos;è %n posto il cui mazzo planare richiede attenzione (vedi sopra).</numerusform>
            <numerusform>Ci sono %n posti il cui mazzo planare richiede attenzione (vedi sopra).</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation>Il posto {n} ha bisogno del nome di un giocatore.</translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation>Posto {n}: “{name}” è riservato al mazzo planare condiviso; scegli un altro nome.</translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation>I posti {first} e {second} si chiamano entrambi “{name}”; i nomi dei giocatori devono essere diversi.</translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation>901.2: qui una partita ammette da {low} a {high} giocatori.</translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1: Gigante a Due Teste prevede due o più squadre da due; aggiungi o togli un giocatore per formare squadre complete.</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation>Mazzo condiviso: {why}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message>
        <source>Planar history</source>
        <translation>Cronologia planare</translation>
    </message>
    <message>
        <source>Planar decks</source>
        <translation>Carte in ogni mazzo planare</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>Visited, in order ({n})</source>
        <translation>Visitati, in ordine ({n})</translation>
    </message>
    <message>
        <source>No planar history is recorded for this game yet.</source>
        <translation>Ancora nessuna cronologia planare registrata per questa partita.</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Mazzo condiviso</translation>
    </message>
    <message numerus="yes">
        <source>{owner}: %n card(s) left</source>
        <translation>
            <numerusform>{owner}: resta %n carta</numerusform>
            <numerusform>{owner}: restano %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}: {n} left</source>
        <translation type="vanished">{owner}: ne restano {n}</translation>
    </message>
    <message>
        <source>{owner}: 1 card left</source>
        <translation type="vanished">{owner}: resta 1 carta</translation>
    </message>
    <message>
        <source>Starting plane, {player}&apos;s deck</source>
        <translation>Piano iniziale, mazzo di {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: turned up by {player} when its owner&apos;s cards left</source>
        <translation>Turno {turn}: girato a faccia in su da {player} quando le carte del suo proprietario sono uscite</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} encountered it</source>
        <translation>Turno {turn}: {player} lo ha incontrato</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} planeswalked here</source>
        <translation>Turno {turn}: {player} ha viaggiato fin qui tra i piani</translation>
    </message>
    <message>
        <source>face up now</source>
        <translation>ora a faccia in su</translation>
    </message>
    <message>
        <source>Read {name}&apos;s text and rulings</source>
        <translation>Leggi il testo e i chiarimenti di {name}</translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>No plane is face up</source>
        <translation>Nessun piano a faccia in su</translation>
    </message>
    <message>
        <source>English only</source>
        <translation>Solo in inglese</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Testo Oracle</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Testo stampato</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Stampato</translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation>Torna al testo stampato sulla carta (O)</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation>Mostra il testo Oracle inglese, quello che conta per le regole (O)</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn</source>
        <translation>È il turno di questo giocatore</translation>
    </message>
    <message>
        <source>Planar controller (901.6)</source>
        <translation>Controllore planare (901.6)</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Ha lasciato la partita</translation>
    </message>
    <message>
        <source>Tap: 1 · hold: 5, repeating</source>
        <translation>Tocca: 1 · tieni premuto: 5, ripetuto</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veleno</translation>
    </message>
    <message>
        <source>Poison counters (ten or more: 704.5c)</source>
        <translation>Segnalini veleno (dieci o più: 704.5c)</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Segnalini veleno</translation>
    </message>
    <message>
        <source>Leave game</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Leave game: this player leaves (asks first)</source>
        <translation>Abbandona: questo giocatore lascia la partita (chiede prima)</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Comandanti</translation>
    </message>
    <message>
        <source>{a} and {b} lose?</source>
        <translation>{a} e {b} perdono?</translation>
    </message>
    <message>
        <source>{a} loses?</source>
        <translation>{a} perde?</translation>
    </message>
    <message>
        <source>21 from {owner}&apos;s {commander}: {losers}</source>
        <translation>21 da {commander} di {owner}: {losers}</translation>
    </message>
    <message>
        <source>21 dmg: lose?</source>
        <translation>21 danni: perde?</translation>
    </message>
    <message>
        <source>Would lose — confirm ({rule})</source>
        <translation>Perderebbe: conferma ({rule})</translation>
    </message>
    <message>
        <source>Lose? ({rule})</source>
        <translation>Perde? ({rule})</translation>
    </message>
    <message>
        <source>{why}

Confirm: {player} leaves the game{team}. Their planar cards leave with them ({rule}). Undo can bring them back.</source>
        <translation>{why}

Conferma: {player} lascia la partita{team}. Le sue carte planari escono con lui ({rule}). Annulla può riportarlo indietro.</translation>
    </message>
    <message>
        <source> with {mate} (810.8a)</source>
        <translation> con {mate} (810.8a)</translation>
    </message>
    <message>
        <source>{player} concedes for the team: {player} and {mate} leave the game together (810.8b)?

Their planar cards leave with them (901.10). Undo can bring them back.</source>
        <translation>{player} concede per la squadra: {player} e {mate} lasciano la partita insieme (810.8b)?

Le loro carte planari escono con loro (901.10). Annulla può riportarli indietro.</translation>
    </message>
    <message>
        <source>{player} leaves the game?

Their planar cards leave with them (800.4a). Undo can bring them back.</source>
        <translation>{player} lascia la partita?

Le sue carte planari escono con lui (800.4a). Annulla può riportarlo indietro.</translation>
    </message>
    <message>
        <source>Team {a} &amp; {b} · {life}</source>
        <translation>Squadra {a} e {b} · {life}</translation>
    </message>
    <message>
        <source>Team with {mate}</source>
        <translation>In squadra con {mate}</translation>
    </message>
    <message>
        <source>{team} · −/+ on {primary}&apos;s seat</source>
        <translation>{team} · −/+ sul posto di {primary}</translation>
    </message>
    <message>
        <source>Team life: on {primary}&apos;s</source>
        <translation>Vita squadra: su {primary}</translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>Pedine: {list}</translation>
    </message>
    <message>
        <source>{flag}: the table confirms with this seat&apos;s Leave button</source>
        <translation>{flag}: il tavolo conferma con il pulsante Abbandona di questo posto</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): −/+ on this seat change it for {mate} too</source>
        <translation>Punti vita della squadra (810.4): −/+ su questo posto li cambia anche per {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): change it on {mate}&apos;s seat</source>
        <translation>Punti vita della squadra (810.4): cambiali sul posto di {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s poison counters (fifteen or more: 704.6b)</source>
        <translation>Segnalini veleno della squadra (quindici o più: 704.6b)</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Invio</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (uscito)</translation>
    </message>
    <message>
        <source>{winner} won on turn {turn}</source>
        <translation>{winner} ha vinto al turno {turn}</translation>
    </message>
    <message>
        <source>game over on turn {turn}</source>
        <translation>partita finita al turno {turn}</translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn</source>
        <translation>turno {turn}, turno di {player}</translation>
    </message>
    <message>
        <source>no plane face up</source>
        <translation>nessun piano a faccia in su</translation>
    </message>
    <message>
        <source>On {planes} · last played {when}</source>
        <translation>Su {planes} · ultima giocata {when}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>End the current game? It stays in Game ▸ Recent games.</source>
        <translation>Terminare la partita in corso? Resta in Partita ▸ Partite recenti.</translation>
    </message>
    <message>
        <source>End it</source>
        <translation>Terminala</translation>
    </message>
    <message>
        <source>The game couldn&apos;t be kept in Recent games: {why}</source>
        <translation>Impossibile conservare la partita in Partite recenti: {why}</translation>
    </message>
    <message>
        <source>That game can&apos;t be resumed: {why}</source>
        <translation>Quella partita non si può riprendere: {why}</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is left as it is</source>
        <translation>{name} non si può leggere ({why}); viene lasciato com&apos;è</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is kept as {kept}</source>
        <translation>{name} non si può leggere ({why}); viene conservato come {kept}</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Games left for a new one or for another recent game. Resume one to carry on where it was, undo included; the game on the table then goes into this list.</source>
        <translation>Partite lasciate per una nuova o per un&apos;altra recente. Riprendine una per continuare da dove era, annulla compreso; la partita sul tavolo passa allora in questo elenco.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>No recent games yet: a game goes here when a new game replaces it.</source>
        <translation>Ancora nessuna partita recente: una partita arriva qui quando una nuova la sostituisce.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation>
            <numerusform>Non è stato possibile leggere %n file, messo da parte:</numerusform>
            <numerusform>Non è stato possibile leggere %n file, messi da parte:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>1st</source>
        <translation>1º</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2º</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3º</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}º</translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation>niente (il mazzo è vuoto)</translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation>VIAGGIARE TRA I PIANI → {plane}</translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation>{player} lascia {away}</translation>
    </message>
    <message>
        <source>CHAOS — {player}</source>
        <translation>CAOS — {player}</translation>
    </message>
    <message>
        <source>PLANESWALKER — {player}</source>
        <translation>PLANESWALKER — {player}</translation>
    </message>
    <message>
        <source>Blank — {player}</source>
        <translation>Vuoto — {player}</translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation>{nth} tiro in questo turno · un effetto, gratis</translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation>{nth} tiro in questo turno · pagato {{{cost}}}</translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation>letto {read}</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>non succede niente</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation>Si scatena il caos su {card}</translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation>Si scatena il caos, senza tirare il dado</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>Make primary</source>
        <translation>Rendi principale</translation>
    </message>
    <message>
        <source>Make this player their team&apos;s primary player: the team&apos;s turn, planar controller and first seat are theirs (901.12b)</source>
        <translation>Rendi questo giocatore il principale della sua squadra: il turno della squadra, il controllo planare e il primo posto sono suoi (901.12b)</translation>
    </message>
    <message>
        <source>Commander (optional)</source>
        <translation>Comandante (facoltativo)</translation>
    </message>
    <message>
        <source>Partner or background</source>
        <translation>Partner o background</translation>
    </message>
    <message>
        <source>A commander&apos;s name (903.3); a second one for partners or a commander and its background (903.3c)</source>
        <translation>Il nome di un comandante (903.3); un secondo per i partner o per un comandante e il suo background (903.3c)</translation>
    </message>
    <message>
        <source>Move up: sit earlier in turn order</source>
        <translation>Sposta su: siedi prima nell&apos;ordine di turno</translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation>Sposta giù: siedi dopo nell&apos;ordine di turno</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Rimuovi questo giocatore</translation>
    </message>
    <message>
        <source>Team {n} · primary</source>
        <translation>Squadra {n} · principale</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Squadra {n}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Posto {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Virtual die (the app rolls)</source>
        <translation>Dado virtuale (tira l&apos;app)</translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation>Dado reale, inserito a mano</translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation>Dado reale, letto dalla fotocamera</translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation>Dado reale, letto da una torre dei dadi</translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation>L&apos;app tira il dado planare: premi Tira (o Spazio).</translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation>Tira il tuo dado planare e tocca la faccia che mostra.</translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation>Una fotocamera sopra il vassoio legge il tuo dado reale.</translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation>Una torre dei dadi legge il tuo dado reale e lo comunica all&apos;app via USB.</translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation>Verticale: uno schermo o una TV accanto al tavolo</translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation>Orizzontale: lo schermo sul tavolo, giocatori intorno</translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation>Verso il giocatore attivo</translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation>Verso il controllore planare</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dado planare</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation>d6 normale (facce sotto)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predefinita</translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Le tue impostazioni</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>si usano i valori predefiniti</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dado planare</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Fotocamera</translation>
    </message>
    <message>
        <source>Where the pictures come from and which die lies in the tray; calibrate once per die and light (Camera ▸ Calibrate…).</source>
        <translation>Da dove vengono le immagini e quale dado c&apos;è nel vassoio; calibra una volta per dado e luce (Fotocamera ▸ Calibra…).</translation>
    </message>
    <message>
        <source>A camera number (0 is the first camera), a video file, a folder of pictures, or synthetic:seed=2 for a demo</source>
        <translation>Un numero di fotocamera (0 è la prima), un file video, una cartella di immagini o synthetic:seed=2 per una demo</translation>
    </message>
    <message>
        <source>Die in the tray</source>
        <translation>Dado nel vassoio</translation>
    </message>
    <message>
        <source>The calibration&apos;s name (Camera ▸ Calibrate…); one per die and camera set-up</source>
        <translation>Il nome della calibrazione (Fotocamera ▸ Calibra…); una per dado e configurazione della fotocamera</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibrazione</translation>
    </message>
    <message>
        <source>Dice tower</source>
        <translation>Torre dei dadi</translation>
    </message>
    <message>
        <source>The tower&apos;s USB serial port and speed: Find towers asks every port, a simulator&apos;s too.</source>
        <translation>La porta seriale USB della torre e la sua velocità: Cerca torri interroga ogni porta, anche quella di un simulatore.</translation>
    </message>
    <message>
        <source>Which pip values of a d6 are Planeswalker and Chaos, e.g. 1=planeswalker,6=chaos; the others are blank. A dice tower that reports pips uses it too</source>
        <translation>Quali valori di un d6 sono Planeswalker e Caos, ad es. 1=planeswalker,6=chaos; gli altri sono vuoti. Lo usa anche una torre dei dadi che riporta i punti</translation>
    </message>
    <message>
        <source>d6 face map</source>
        <translation>Facce del d6</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>How the table looks: colours, sizes, which way the cards face, and the language it speaks.</source>
        <translation>Come appare il tavolo: colori, dimensioni, verso chi guardano le carte e la lingua che parla.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Card text size</source>
        <translation>Dimensione del testo delle carte</translation>
    </message>
    <message>
        <source>Interface size (TV: 1.5-2)</source>
        <translation>Dimensione interfaccia (TV: 1.5-2)</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Modalità tavolo</translation>
    </message>
    <message>
        <source>Cards face</source>
        <translation>Le carte guardano verso</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>This run speaks {language} (--lang): the choice above is used from the next start, or now if you change it.</source>
        <translation>Lingua di questa sessione: {language} (--lang); la scelta qui sopra vale dal prossimo avvio, o subito se la cambi.</translation>
    </message>
</context>
<context>
    <name>StackItemWidget</name>
    <message>
        <source>Planeswalking ability</source>
        <translation>Abilità di viaggio tra i piani</translation>
    </message>
    <message>
        <source>Controller: {name} · Target: {targets}</source>
        <translation>Controllore: {name} · Bersaglio: {targets}</translation>
    </message>
    <message>
        <source>Controller: {name}</source>
        <translation>Controllore: {name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Take it off the stack without resolving it (countered, or a mistake)</source>
        <translation>Toglilo dalla pila senza risolverlo (neutralizzato, o un errore)</translation>
    </message>
</context>
<context>
    <name>StackView</name>
    <message>
        <source>Chaos</source>
        <translation>Caos</translation>
    </message>
    <message>
        <source>Planeswalk</source>
        <translation>Viaggiare tra i piani</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Incontro</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Innesco</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Resolve (Enter)</source>
        <translation>Risolvi (Invio)</translation>
    </message>
    <message>
        <source>Resolve the top of the stack</source>
        <translation>Risolvi la cima della pila</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>La pila è vuota</translation>
    </message>
    <message>
        <source>Waiting to go on the stack</source>
        <translation>In attesa di andare in pila</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Non è cambiato nulla: {reason}</translation>
    </message>
    <message>
        <source>Stack ({n})</source>
        <translation>Pila ({n})</translation>
    </message>
    <message>
        <source>Waiting: {what}</source>
        <translation>In attesa: {what}</translation>
    </message>
    <message>
        <source>Waiting for {player} to choose: {question}</source>
        <translation>In attesa che {player} scelga: {question}</translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message>
        <source>Fix the table</source>
        <translation>Correggi il tavolo</translation>
    </message>
    <message>
        <source>Fix a mistake by hand: a forgotten trigger, a miscounted counter, a misplaced card. Each fix is logged as a table correction, never as a roll, and Undo takes it back.</source>
        <translation>Correggi un errore a mano: un innesco dimenticato, un segnalino contato male, una carta fuori posto. Ogni correzione è registrata come correzione del tavolo, mai come tiro, e Annulla la ritira.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Sposta una carta</translation>
    </message>
    <message>
        <source>Planeswalk to</source>
        <translation>Viaggia verso</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Rivela</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mescola</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Set a counter on a face-up plane to the number the table agrees on. Ten scroll counters on Aretopolis still trigger it.</source>
        <translation>Porta un segnalino su un piano a faccia in su al numero concordato dal tavolo. Dieci segnalini pergamena su Aretopolis lo innescano comunque.</translation>
    </message>
    <message>
        <source>One fewer</source>
        <translation>Uno in meno</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Uno in più</translation>
    </message>
    <message>
        <source>Set the counter</source>
        <translation>Imposta il segnalino</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Piano</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quanti</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>Mazzo planare</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Put a card of a planar deck on its top or its bottom. The cards are listed by name: the deck&apos;s order stays hidden.</source>
        <translation>Metti una carta di un mazzo planare in cima o in fondo. Le carte sono elencate per nome: l&apos;ordine del mazzo resta nascosto.</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Metti in cima</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Metti in fondo</translation>
    </message>
    <message>
        <source>The table says so: the planar controller planeswalks to this card instead of the top one. The face-up cards go to the bottom and everything a planeswalk triggers happens.</source>
        <translation>Lo dice il tavolo: il controllore planare viaggia tra i piani verso questa carta invece di quella in cima. Le carte a faccia in su vanno in fondo e succede tutto ciò che il viaggio tra i piani innesca.</translation>
    </message>
    <message>
        <source>Planeswalk there</source>
        <translation>Viaggia fin lì</translation>
    </message>
    <message>
        <source>Reveal the top cards of a planar deck. Nothing moves.</source>
        <translation>Rivela le prime carte di un mazzo planare. Non si sposta nulla.</translation>
    </message>
    <message>
        <source>Shuffle a planar deck (with the game&apos;s own random numbers, so Redo shuffles it the same way).</source>
        <translation>Mescola un mazzo planare (con i numeri casuali della partita stessa, così Ripeti lo mescola allo stesso modo).</translation>
    </message>
    <message>
        <source>Revealed: {cards}</source>
        <translation>Rivelate: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Mazzo condiviso</translation>
    </message>
    <message>
        <source>{player}&apos;s deck</source>
        <translation>Mazzo di {player}</translation>
    </message>
    <message numerus="yes">
        <source>{deck} (%n card(s))</source>
        <translation>
            <numerusform>{deck} (%n carta)</numerusform>
            <numerusform>{deck} (%n carte)</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck} ({n} cards)</source>
        <translation type="vanished">{deck} ({n} carte)</translation>
    </message>
    <message>
        <source>Answer {player}&apos;s question first, or Undo.</source>
        <translation>Rispondi prima alla domanda di {player}, o Annulla.</translation>
    </message>
    <message>
        <source>Choose a card…</source>
        <translation>Scegli una carta…</translation>
    </message>
    <message>
        <source>Not done: {reason}</source>
        <translation>Non fatto: {reason}</translation>
    </message>
    <message>
        <source>Choose a face-up plane and name the counter.</source>
        <translation>Scegli un piano a faccia in su e indica il segnalino.</translation>
    </message>
    <message>
        <source>Choose a planar deck and a card in it.</source>
        <translation>Scegli un mazzo planare e una sua carta.</translation>
    </message>
    <message>
        <source>Choose a planar deck.</source>
        <translation>Scegli un mazzo planare.</translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message>
        <source>No tower port — choose it in View ▸ Settings; enter the roll by hand</source>
        <translation>Nessuna porta della torre: sceglila in Vista ▸ Impostazioni; inserisci il tiro a mano</translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation>Torre persa: riconnessione…; inserisci il tiro a mano</translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation>Torre collegata (sketch semplice)</translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation>Torre spenta</translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation>Chiede alla torre di tirare il dado reale (ha un motore)</translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation>Lascia cadere il dado nella torre: legge il tiro. Oppure inseriscilo con i pulsanti qui sotto</translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation>La torre non è collegata: inserisci il tiro con i pulsanti qui sotto</translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>La torre dice: {error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation>{port} a {baud} baud</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation>
            <numerusform>%n riga senza checksum rifiutata (questa torre mette il checksum alle sue righe)</numerusform>
            <numerusform>%n righe senza checksum rifiutate (questa torre mette il checksum alle sue righe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation>Torre pronta: {name}</translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation>Torre collegata: in attesa dell&apos;HELLO di {name}…</translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation>Torre collegata: in attesa del suo HELLO…</translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation>Impossibile aprire {port}: nuovo tentativo; inserisci il tiro a mano</translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation>Connessione alla torre…</translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation>tiro in corso…</translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation>{status} · dice “{error}”</translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation>sentita proprio ora</translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation>
            <numerusform>sentita %n s fa</numerusform>
            <numerusform>sentita %n s fa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation>
            <numerusform>sentita %n min fa</numerusform>
            <numerusform>sentita %n min fa</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation>La torre non può tirare ora ({why}); lascia cadere il dado a mano o inseriscilo con i pulsanti qui sotto</translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation>
            <numerusform>La torre ha letto {face} (%n punto)</numerusform>
            <numerusform>La torre ha letto {face} (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation>La torre ha letto {face}</translation>
    </message>
    <message>
        <source>{n} lines without a checksum refused (this tower checksums its lines)</source>
        <translation type="vanished">{n} righe senza checksum rifiutate (questa torre mette il checksum alle sue righe)</translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation>letta dall&apos;app ora</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyACM0 or COM3</source>
        <translation>ad es. /dev/ttyACM0 o COM3</translation>
    </message>
    <message>
        <source>The tower&apos;s serial port: press Find towers, or type its path</source>
        <translation>La porta seriale della torre: premi Cerca torri o scrivi il suo percorso</translation>
    </message>
    <message>
        <source>Find towers</source>
        <translation>Cerca torri</translation>
    </message>
    <message>
        <source>Open the USB serial ports for a few seconds and ask each for a tower&apos;s HELLO</source>
        <translation>Apri le porte seriali USB per qualche secondo e chiedi a ciascuna l&apos;HELLO di una torre</translation>
    </message>
    <message>
        <source>The tower&apos;s serial speed (115200 unless its sketch says otherwise)</source>
        <translation>La velocità seriale della torre (115200 salvo diversa indicazione del suo sketch)</translation>
    </message>
    <message>
        <source>Tower port</source>
        <translation>Porta della torre</translation>
    </message>
    <message>
        <source>Tower baud rate</source>
        <translation>Baud rate della torre</translation>
    </message>
    <message>
        <source>Choose the tower&apos;s port (Find towers), or type its path</source>
        <translation>Scegli la porta della torre (Cerca torri) o scrivi il suo percorso</translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation>Il baud rate è un numero da {low} a {high}</translation>
    </message>
    <message>
        <source>Looking for towers… (a few seconds)</source>
        <translation>Ricerca torri… (qualche secondo)</translation>
    </message>
    <message>
        <source>No serial ports found. Is the tower plugged in? You can also type a path.</source>
        <translation>Nessuna porta seriale trovata. La torre è collegata? Puoi anche scrivere un percorso.</translation>
    </message>
    <message numerus="yes">
        <source>No tower answered on the %n serial port(s); pick one, or check the cable and the baud rate.</source>
        <translation>
            <numerusform>Nessuna torre ha risposto sulla %n porta seriale; scegline una o controlla il cavo e il baud rate.</numerusform>
            <numerusform>Nessuna torre ha risposto sulle %n porte seriali; scegline una o controlla il cavo e il baud rate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation>Trovata {tower} su {port}</translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation>
            <numerusform>(%n torre)</numerusform>
            <numerusform>(%n torri)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation>
            <numerusform>%n torre trovata (con la stella); resta {port}.</numerusform>
            <numerusform>%n torri trovate (con la stella); resta {port}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation>La ricerca delle torri non è riuscita: {why}</translation>
    </message>
    <message>
        <source>a tower</source>
        <translation>una torre</translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation>L&apos;app ora legge la torre su {port}.</translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation>L&apos;app ora legge {tower} su {port}.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Game over · {a} and {b} win</source>
        <translation>Partita finita · vincono {a} e {b}</translation>
    </message>
    <message>
        <source>Game over · {winner} wins</source>
        <translation>Partita finita · vince {winner}</translation>
    </message>
    <message>
        <source>Game over · nobody is left</source>
        <translation>Partita finita · non resta nessuno</translation>
    </message>
    <message>
        <source>Turn {turn} · {player} · {step}</source>
        <translation>Turno {turn} · {player} · {step}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Sottofase succ.</translation>
    </message>
    <message>
        <source>Begin the next step</source>
        <translation>Inizia il passo successivo</translation>
    </message>
    <message>
        <source>Next turn (N)</source>
        <translation>Passa turno (N)</translation>
    </message>
    <message>
        <source>Advance to the next turn&apos;s first main phase; stops early where something triggers</source>
        <translation>Avanza alla prima fase principale del turno successivo; si ferma prima dove qualcosa si innesca</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Non è cambiato nulla: {reason}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Fermo</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>invertito</translation>
    </message>
    <message>
        <source>seating</source>
        <translation>secondo i posti</translation>
    </message>
    <message>
        <source>Turn order runs the other way round the table</source>
        <translation>L&apos;ordine dei turni gira nel senso opposto attorno al tavolo</translation>
    </message>
    <message>
        <source>Turn order follows the seating</source>
        <translation>L&apos;ordine dei turni segue i posti</translation>
    </message>
    <message>
        <source>Extra turns: {names}</source>
        <translation>Turni aggiuntivi: {names}</translation>
    </message>
    <message>
        <source>Next roll: {cost}</source>
        <translation>Prossimo tiro: {cost}</translation>
    </message>
    <message>
        <source>The active player&apos;s next roll of the planar die costs {cost} mana (116.2i)</source>
        <translation>Il prossimo tiro del dado planare del giocatore attivo costa {cost} mana (116.2i)</translation>
    </message>
    <message>
        <source>Next roll: {list}</source>
        <translation>Prossimo tiro: {list}</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d, 116.2i)</source>
        <translation>Ogni membro della squadra attiva può tirare, ciascuno al proprio costo (901.12d, 116.2i)</translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message>
        <source>&amp;TV window</source>
        <translation>Finestra &amp;TV</translation>
    </message>
    <message>
        <source>The plane, the roll and whose turn, full screen on a TV or projector</source>
        <translation>Il piano, il tiro e di chi è il turno, a schermo intero su una TV o un proiettore</translation>
    </message>
    <message>
        <source>TV window &amp;on</source>
        <translation>Finestra TV s&amp;u</translation>
    </message>
    <message>
        <source> (the table&apos;s window)</source>
        <translation> (la finestra del tavolo)</translation>
    </message>
    <message>
        <source>There is no second screen: open the TV window anyway, as a window on this screen?</source>
        <translation>Non c&apos;è un secondo schermo: aprire comunque la finestra TV, come finestra su questo schermo?</translation>
    </message>
    <message numerus="yes">
        <source>There is no screen {n} (this computer has %n screen(s); View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation>
            <numerusform>Non c&apos;è lo schermo {n} (questo computer ha %n schermo; Vista ▸ Finestra TV li elenca): il tavolo parte senza la finestra TV.</numerusform>
            <numerusform>Non c&apos;è lo schermo {n} (questo computer ha %n schermi; Vista ▸ Finestra TV li elenca): il tavolo parte senza la finestra TV.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no screen {n} (this computer has {count}; View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation type="vanished">Non esiste lo schermo {n} (questo computer ne ha {count}; Vista ▸ Finestra TV li elenca): il tavolo parte senza la finestra TV.</translation>
    </message>
    <message>
        <source>The TV window shares the table&apos;s screen, so it opens as a window: choose another screen in View ▸ TV window on.</source>
        <translation>La finestra TV condivide lo schermo del tavolo, quindi si apre come finestra: scegli un altro schermo in Vista ▸ Finestra TV su.</translation>
    </message>
    <message>
        <source>TV window closed — View ▸ TV window opens it again.</source>
        <translation>Finestra TV chiusa: Vista ▸ Finestra TV la riapre.</translation>
    </message>
    <message>
        <source>The TV screen ({name}) was unplugged: the TV window closed, the game goes on.</source>
        <translation>Lo schermo TV ({name}) è stato scollegato: la finestra TV si è chiusa, la partita continua.</translation>
    </message>
    <message>
        <source>TV window</source>
        <translation>Finestra TV</translation>
    </message>
</context>
<context>
    <name>TvScreens</name>
    <message>
        <source>Screen {n} · {w}×{h}</source>
        <translation>Schermo {n} · {w}×{h}</translation>
    </message>
    <message>
        <source>Screen {n}: {name} · {w}×{h}</source>
        <translation>Schermo {n}: {name} · {w}×{h}</translation>
    </message>
</context>
<context>
    <name>TvStatus</name>
    <message>
        <source>Planar controller</source>
        <translation>Controllore planare</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Ultimo tiro</translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation>Nessun tiro in questo turno</translation>
    </message>
</context>
<context>
    <name>TvSummary</name>
    <message>
        <source>No game yet</source>
        <translation>Ancora nessuna partita</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation>{player} · {nth} tiro, un effetto</translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation>{player} · {nth} tiro in questo turno</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>Vince {who}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
</context>
<context>
    <name>TvWindow</name>
    <message>
        <source>Planechase Table — TV</source>
        <translation>Tavolo di Planechase — TV</translation>
    </message>
</context>
<context>
    <name>UnsureDialog</name>
    <message numerus="yes">
        <source> (%n pip(s))</source>
        <translation>
            <numerusform> (%n punto)</numerusform>
            <numerusform> (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the die</source>
        <translation>Controlla il dado</translation>
    </message>
    <message>
        <source>The camera isn&apos;t sure. It looks like &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;What does the die show?</source>
        <translation>La fotocamera non è sicura. Sembra &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;Che cosa mostra il dado?</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Tira di nuovo</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Planechase Table</source>
        <translation>Tavolo di Planechase</translation>
    </message>
    <message>
        <source>Planechase at your table: the face-up plane, the planar die and the stack, big enough for everyone to read.</source>
        <translation>Planechase al tuo tavolo: il piano a faccia in su, il dado planare e la pila, abbastanza grandi da essere letti da tutti.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Choose the players and their planar decks</source>
        <translation>Scegli i giocatori e il mazzo planare di ognuno</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Prova la demo</translation>
    </message>
    <message>
        <source>Four players, random planar decks, the virtual die</source>
        <translation>Quattro giocatori con mazzo planare casuale e il dado virtuale</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Partite recenti…</translation>
    </message>
    <message>
        <source>Continue a game played before</source>
        <translation>Continua una partita giocata in precedenza</translation>
    </message>
</context>
<context>
    <name>_Panel</name>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
</TS>
