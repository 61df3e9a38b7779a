<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
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
        <translation>{some} e {last}</translation>
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
        <translation>{cards} mostrate</translation>
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
        <translation>Fermo a {step}: si è innescato {what}. Gestiscilo, poi tira (116.2i).</translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation>{what}: non è cambiato nulla: {reason}</translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation>{player} tira dopo: {cost} di mana</translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation>Un&apos;azione speciale: il giocatore attivo, in una fase principale, con la pila vuota; ogni tiro in questo turno costa un mana in più (901.9, 116.2i)</translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation>Il prossimo tiro di {player} costa {cost} di mana.</translation>
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
        <translation>Planechase Table</translation>
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
        <translation>Solo Hellride</translation>
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
        <translation>Un fenomeno si incontra solo facendo hellride su di esso; una volta risolto va in fondo e al suo posto viene distribuito un piano.</translation>
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
        <translation>Passo successivo</translation>
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
        <translation>Il prossimo tiro del dado planare del giocatore attivo costa {cost} di mana (116.2i)</translation>
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
        <translation>Planechase Table — TV</translation>
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
        <translation>Planechase Table</translation>
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
