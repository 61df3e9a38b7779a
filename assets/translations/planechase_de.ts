<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>The last game</source>
        <translation>Die letzte Partie</translation>
    </message>
    <message>
        <source>a new game starts</source>
        <translation>eine neue Partie beginnt</translation>
    </message>
    <message>
        <source>The last game is back, but its latest actions may be missing: {why}.</source>
        <translation>Die letzte Partie ist wieder da, aber ihre neuesten Aktionen fehlen vielleicht: {why}.</translation>
    </message>
</context>
<context>
    <name>CalibrationWizard</name>
    <message>
        <source>Put the camera 30–50 cm above the tray, looking straight down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Retake</source>
        <translation>Neu aufnehmen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{title}  ({n} of {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>Diese Seite neu aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>Aufnahme läuft…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ Gespeichert, aber damit kann die Kamera nur raten: Der Tisch bestätigt jeden Wurf. Abhilfe: {why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>Die Kamerakalibrierung ist nicht nutzbar: {why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera found at {source} — enter the roll by hand; still looking…</source>
        <translation>Keine Kamera unter {source} – Wurf von Hand eingeben; suche weiter…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Kamera aktiv</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice in the tray: leave only one.</source>
        <translation>Zwei Würfel in der Schale: nur einen liegen lassen.</translation>
    </message>
    <message>
        <source>Something else is in the tray: take it out and leave only the die.</source>
        <translation>Etwas anderes liegt in der Schale: herausnehmen, nur der Würfel bleibt.</translation>
    </message>
    <message>
        <source>The camera moved: keep it steady; if it no longer sees the whole tray, calibrate again.</source>
        <translation>Die Kamera hat sich bewegt: ruhig halten; sieht sie nicht mehr die ganze Schale, neu kalibrieren.</translation>
    </message>
    <message>
        <source>The camera moved too far from where it was calibrated: put it back or calibrate again.</source>
        <translation>Die Kamera steht zu weit von ihrer kalibrierten Position: zurückstellen oder neu kalibrieren.</translation>
    </message>
    <message>
        <source>Two dice in the tray</source>
        <translation>Zwei Würfel in der Schale</translation>
    </message>
    <message>
        <source>Something else in the tray</source>
        <translation>Fremdkörper in der Schale</translation>
    </message>
    <message>
        <source>Camera moved</source>
        <translation>Kamera bewegt</translation>
    </message>
    <message>
        <source>Camera moved too far</source>
        <translation>Kamera zu weit bewegt</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera wasn&apos;t sure (it guessed {guess}, {percent}%); the table read {face}, entered by hand.</source>
        <translation>Die Kamera war unsicher (Vermutung {guess}, {percent} %); der Tisch las {face}, von Hand eingegeben.</translation>
    </message>
</context>
<context>
    <name>CameraLink</name>
    <message>
        <source>The profile {name!r}</source>
        <translation>Das Profil {name!r}</translation>
    </message>
    <message>
        <source>calibrate the camera again</source>
        <translation>die Kamera neu kalibrieren</translation>
    </message>
    <message>
        <source>planar die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation type="unfinished">Wird gewürfelt…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>Keine Kamera unter {source}</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation type="unfinished">Kamera aktiv</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Kalibrieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>CardDetailDialog</name>
    <message>
        <source>{name}: card text and rulings</source>
        <translation>{name}: Kartentext und Regelhinweise</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+wheel down)</source>
        <translation>Kleinere Schrift (Strg+Mausrad runter)</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Größere Schrift</translation>
    </message>
    <message>
        <source>Larger text (Ctrl+wheel up)</source>
        <translation>Größere Schrift (Strg+Mausrad hoch)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Rulings ({n})</source>
        <translation>Regelhinweise ({n})</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Regelhinweise</translation>
    </message>
    <message>
        <source>No official rulings are recorded for this card.</source>
        <translation>Für diese Karte sind keine offiziellen Regelhinweise erfasst.</translation>
    </message>
    <message>
        <source>Source: {label} ({detail})</source>
        <translation>Quelle: {label} ({detail})</translation>
    </message>
    <message>
        <source>About this card&apos;s data: {notes}</source>
        <translation>Zu den Daten dieser Karte: {notes}</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Tap to see {name} large</source>
        <translation>Tippen, um {name} groß zu sehen</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>{name} wählen</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>Owner: {owner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Answer…</source>
        <translation>Antworten…</translation>
    </message>
    <message>
        <source>{player} moves the game: tap a plane or a Hellride corner · keys ←↑↓→, Enter</source>
        <translation>{player} bewegt das Spiel: Welt oder Höllenritt-Ecke antippen · Tasten ←↑↓→, Eingabe</translation>
    </message>
    <message>
        <source>{player} chooses: {prompt}</source>
        <translation>{player} wählt: {prompt}</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>List…</source>
        <translation>Liste…</translation>
    </message>
    <message>
        <source>The moves as a list of buttons</source>
        <translation>Die Bewegungen als Liste von Schaltflächen</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} wählt</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} wählt</translation>
    </message>
    <message>
        <source>Hide for now: the choice bar brings it back</source>
        <translation>Vorerst ausblenden: Die Auswahlleiste holt es zurück</translation>
    </message>
    <message>
        <source>Tap a card to see it large.</source>
        <translation>Eine Karte antippen, um sie groß zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): tap one to see it large; scroll for more.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Diese Karte wählen</translation>
    </message>
    <message>
        <source>These abilities do the same thing: their order doesn&apos;t matter.</source>
        <translation>Diese Fähigkeiten bewirken dasselbe: Ihre Reihenfolge ist egal.</translation>
    </message>
    <message>
        <source>Tap an ability, then move it: the top one resolves first. Enter confirms.</source>
        <translation>Eine Fähigkeit antippen, dann verschieben: Die oberste wird zuerst verrechnet. Eingabe bestätigt.</translation>
    </message>
    <message>
        <source>These cards go to the bottom of the planar deck together, in the order you choose: the top one lies nearest the top of the deck, the last one at the very bottom. Keep this order, or move a card and confirm.</source>
        <translation>Diese Karten kommen zusammen unter das Weltendeck, in der Reihenfolge deiner Wahl: Die oberste liegt am nächsten zum oberen Ende des Decks, die letzte ganz unten. Behalte diese Reihenfolge oder verschiebe eine Karte und bestätige.</translation>
    </message>
    <message>
        <source>Tap a player, then move them: the life totals shown go to the players top to bottom.</source>
        <translation>Einen Spieler antippen, dann verschieben: Die angezeigten Lebenspunktestände gehen von oben nach unten an die Spieler.</translation>
    </message>
    <message>
        <source>Planeswalking ability</source>
        <translation>Weltenwanderfähigkeit</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Reihenfolge behalten</translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation>Reihenfolge bestätigen</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Choose one mode as the ability goes on the stack.</source>
        <translation>Wähle einen Modus, während die Fähigkeit auf den Stapel kommt.</translation>
    </message>
    <message>
        <source>Choose the target player as the ability goes on the stack.</source>
        <translation>Wähle den Zielspieler, während die Fähigkeit auf den Stapel kommt.</translation>
    </message>
    <message>
        <source>Choose where the game moves on the Eternities Map (the map shows the same: tap a space there).</source>
        <translation>Wähle, wohin das Spiel auf der Karte der Ewigkeiten zieht (die Karte zeigt dasselbe: dort ein Feld antippen).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Not accepted: {reason}</source>
        <translation>Nicht angenommen: {reason}</translation>
    </message>
</context>
<context>
    <name>ChoiceText</name>
    <message>
        <source>{player} chooses the order of the triggered abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommanderGrid</name>
    <message>
        <source>{commander} ({owner}): {n} combat damage</source>
        <translation>{commander} ({owner}): {n} Kampfschaden</translation>
    </message>
    <message>
        <source>Tap to enter commander damage (903.10a; 21 from one commander loses, 704.6c)</source>
        <translation>Tippen, um Commander-Schaden einzutragen (903.10a; 21 von einem Commander: verloren, 704.6c)</translation>
    </message>
    <message>
        <source>+{n}</source>
        <translation>+{n}</translation>
    </message>
    <message>
        <source>max {n} · +{more}</source>
        <translation>max. {n} · +{more}</translation>
    </message>
    <message>
        <source>max {n}</source>
        <translation>max. {n}</translation>
    </message>
</context>
<context>
    <name>CommanderSheet</name>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>{player}: commanders</source>
        <translation>{player}: Commander</translation>
    </message>
    <message>
        <source>Combat damage dealt to {player} by each opponent&apos;s commander (903.10a); 21 or more from one loses (704.6c). It changes life too.</source>
        <translation>Kampfschaden, den {player} vom Commander jedes Gegners erlitten hat (903.10a); 21 oder mehr von einem: verloren (704.6c). Ändert auch die Lebenspunkte.</translation>
    </message>
    <message>
        <source>{commander} ({owner})</source>
        <translation>{commander} ({owner})</translation>
    </message>
    <message>
        <source>{step:+d} combat damage from {commander}</source>
        <translation>{step:+d} Kampfschaden von {commander}</translation>
    </message>
    <message>
        <source>Commander tax (903.8): {2} more for each earlier cast from the command zone</source>
        <translation>Commander-Steuer (903.8): {2} mehr für jedes frühere Wirken aus der Kommandozone</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Wirken</translation>
    </message>
    <message>
        <source>{commander} was cast from the command zone</source>
        <translation>{commander} wurde aus der Kommandozone gewirkt</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Giftmarken</translation>
    </message>
    <message>
        <source>cast {n}× · next costs {tax} more</source>
        <translation>{n}× gewirkt · nächstes kostet {tax} mehr</translation>
    </message>
    <message>
        <source>21 combat damage from {owner}&apos;s {commander} (704.6c): {player} loses — the table confirms with the seat&apos;s Leave button</source>
        <translation>21 Kampfschaden von {commander} ({owner}) (704.6c): {player} verliert – der Tisch bestätigt mit „Verlassen“ an diesem Platz</translation>
    </message>
</context>
<context>
    <name>CommanderStrip</name>
    <message>
        <source>Commander tax: {list}</source>
        <translation>Commander-Steuer: {list}</translation>
    </message>
    <message>
        <source>{commander}: cast {n}× from the command zone; the next cast costs {tax} more (903.8)</source>
        <translation>{commander}: {n}× aus der Kommandozone gewirkt; das nächste Wirken kostet {tax} mehr (903.8)</translation>
    </message>
    <message>
        <source>Tap to record a cast</source>
        <translation>Tippen, um ein Wirken zu erfassen</translation>
    </message>
</context>
<context>
    <name>ConfirmForm</name>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation>
            <numerusform>gemeinsames Deck für %n Spieler</numerusform>
            <numerusform>gemeinsames Deck für %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <translation>Weltendeck von {owner}</translation>
    </message>
    <message>
        <source>planar deck</source>
        <translation>Weltendeck</translation>
    </message>
    <message>
        <source>Deck builder — {whose}</source>
        <translation>Deckbau – {whose}</translation>
    </message>
    <message>
        <source>Search names in any language, type lines and card text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation>Editionen:</translation>
    </message>
    <message>
        <source>Include playtest cards</source>
        <translation>Playtest-Karten einbeziehen</translation>
    </message>
    <message>
        <source>Unofficial playtest cards (Unknown Event); off by default</source>
        <translation>Inoffizielle Playtest-Karten (Unknown Event); standardmäßig aus</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Hinzu →</translation>
    </message>
    <message>
        <source>Add the selected cards to the deck (or double-click a card)</source>
        <translation>Die gewählten Karten zum Deck hinzufügen (oder eine Karte doppelklicken)</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Entfernen</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deck (or double-click a card in the deck)</source>
        <translation>Die gewählten Karten aus dem Deck nehmen (oder eine Karte im Deck doppelklicken)</translation>
    </message>
    <message>
        <source>Saved decks:</source>
        <translation>Gespeicherte Decks:</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>Deckname:</translation>
    </message>
    <message>
        <source>a name to save this deck under</source>
        <translation>ein Name, unter dem das Deck gespeichert wird</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Select a card to read it.</source>
        <translation>Wähle eine Karte, um sie zu lesen.</translation>
    </message>
    <message>
        <source>Import text…</source>
        <translation>Text importieren…</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Text exportieren</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <source>Use this deck</source>
        <translation>Dieses Deck nutzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Deck: {cards}, {phenomena}</source>
        <translation>Deck: {cards}, {phenomena}</translation>
    </message>
    <message>
        <source>This deck breaks the deck rules (see under the deck): fix it first.</source>
        <translation>Dieses Deck verstößt gegen die Deckregeln (siehe unter dem Deck): erst korrigieren.</translation>
    </message>
    <message>
        <source>901.15a: a legal shared planar deck for {players} players ({cards}, {phenomena}; at least {minimum} needed).</source>
        <translation>901.15a: ein legales gemeinsames Weltendeck für {players} Spieler ({cards}, {phenomena}; mindestens {minimum} nötig).</translation>
    </message>
    <message>
        <source>901.3: a legal planar deck ({cards}, {phenomena}).</source>
        <translation>901.3: ein legales Weltendeck ({cards}, {phenomena}).</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <translation>Das gemeinsame Weltendeck</translation>
    </message>
    <message>
        <source>The planar deck</source>
        <translation>Das Weltendeck</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {cards}; it needs at least {minimum}.</source>
        <translation>{rule}: {whose} hat {cards}; nötig sind mindestens {minimum}.</translation>
    </message>
    <message>
        <source>{rule}: {whose} holds {names} more than once; each card must have a different English name.</source>
        <translation>{rule}: {whose} enthält {names} mehrfach; jede Karte muss einen anderen englischen Namen haben.</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {phenomena} ({names}); at most {max} are allowed.</source>
        <translation>{rule}: {whose} hat {phenomena} ({names}); erlaubt sind höchstens {max}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n Phänomen</numerusform>
            <numerusform>%n Phänomene</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} shown</source>
        <translation>{cards} angezeigt</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(keine gespeicherten Decks)</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Nicht gespeichert: {why}</translation>
    </message>
    <message>
        <source>Saved {name!r} ({cards}) to {path}. The new-game wizard offers it under Saved decks.</source>
        <translation>{name!r} ({cards}) gespeichert unter {path}. Der Assistent für neue Partien bietet es unter „Gespeicherte Decks“ an.</translation>
    </message>
    <message>
        <source>A name for this deck:</source>
        <translation>Ein Name für dieses Deck:</translation>
    </message>
    <message>
        <source>Not saved: the deck needs a name.</source>
        <translation>Nicht gespeichert: Das Deck braucht einen Namen.</translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation>Deckbau schließen</translation>
    </message>
    <message>
        <source>This deck isn&apos;t saved. Close without saving it?</source>
        <translation>Dieses Deck ist nicht gespeichert. Ohne Speichern schließen?</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Ohne Speichern schließen</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>{cards} importiert.</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Import a deck list</source>
        <translation>Deckliste importieren</translation>
    </message>
    <message>
        <source>One card per line, with an optional count (&quot;1 Akoum&quot;); lines starting with # are comments.</source>
        <translation>Eine Karte pro Zeile, optional mit Anzahl („1 Akoum“); Zeilen, die mit # beginnen, sind Kommentare.</translation>
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
        <translation>Importieren</translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where this planar deck comes from</source>
        <translation>Woher dieses Weltendeck kommt</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> Karten</translation>
    </message>
    <message>
        <source>How many cards to deal (at least ten, 901.3)</source>
        <translation>Wie viele Karten ausgeteilt werden (mindestens zehn, 901.3)</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Alle Editionen</translation>
    </message>
    <message>
        <source>{set} only</source>
        <translation>Nur {set}</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Bauen…</translation>
    </message>
    <message>
        <source>Open the deck builder</source>
        <translation>Deckbau öffnen</translation>
    </message>
    <message>
        <source>Paste a deck list: one card per line, e.g. &quot;1 Akoum&quot;</source>
        <translation>Deckliste einfügen: eine Karte pro Zeile, z. B. „1 Akoum“</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(keine gespeicherten Decks)</translation>
    </message>
    <message>
        <source>There are no saved decks yet: build one with Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ {note}: {cards}, {phenomena} — legal ({rule})</source>
        <translation>✓ {note}: {cards}, {phenomena} – legal ({rule})</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n Phänomen</numerusform>
            <numerusform>%n Phänomene</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>The saved deck {name!r}</source>
        <translation>Das gespeicherte Deck {name!r}</translation>
    </message>
    <message>
        <source>it is no longer listed</source>
        <translation>es wird nicht mehr aufgeführt</translation>
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
        <translation>Chaos</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effect, free</source>
        <translation>Effekt, gratis</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>kostet {cost}</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Starte zuerst eine Partie.</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Weltenwürfel</translation>
    </message>
    <message>
        <source>Die: virtual</source>
        <translation>Würfel: virtuell</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Or enter a real die, read by hand:</source>
        <translation>Oder einen echten Würfel von Hand eingeben:</translation>
    </message>
    <message>
        <source>Enter a {face} read off a real die</source>
        <translation>{face} von einem echten Würfel eingeben</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Noch kein Wurf</translation>
    </message>
    <message>
        <source>Who rolls:</source>
        <translation>Wer würfelt:</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d)</source>
        <translation>Jedes Mitglied des aktiven Teams darf würfeln, jeweils zu eigenen Kosten (901.12d)</translation>
    </message>
    <message>
        <source>Camera…</source>
        <translation>Kamera…</translation>
    </message>
    <message>
        <source>Show what the camera sees (Camera ▸ Show camera…)</source>
        <translation>Zeigen, was die Kamera sieht (Kamera ▸ Kamera zeigen…)</translation>
    </message>
    <message>
        <source>Die: {name}</source>
        <translation>Würfel: {name}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Nichts geändert: {reason}</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what} triggered. Deal with it, then roll (116.2i).</source>
        <translation>Angehalten – {step}: {what} wurde ausgelöst. Erst abhandeln, dann würfeln (116.2i).</translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation>{what} – nichts geändert: {reason}</translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation>{player} würfelt als Nächstes: {cost} Mana</translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation>Eine Sonderaktion: der aktive Spieler, in einer Hauptphase, bei leerem Stapel; jeder Wurf in diesem Zug kostet ein Mana mehr (901.9, 116.2i)</translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation>Der nächste Wurf von {player} kostet {cost} Mana.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>At the {step}, {what} triggers: Roll goes there first.</source>
        <translation>{step}: {what} löst aus; „Würfeln“ geht erst dorthin.</translation>
    </message>
    <message>
        <source>First, {waiting}.</source>
        <translation>Zuerst: {waiting}.</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Wird gewürfelt…</translation>
    </message>
    <message>
        <source>Read {read}, counts as {counted}</source>
        <translation>Gelesen: {read}, zählt als {counted}</translation>
    </message>
</context>
<context>
    <name>EffectRow</name>
    <message>
        <source>End</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>End this effect now</source>
        <translation>Diesen Effekt jetzt beenden</translation>
    </message>
</context>
<context>
    <name>EffectsView</name>
    <message>
        <source>until end of turn</source>
        <translation>bis zum Ende des Zuges</translation>
    </message>
    <message>
        <source>until a player planeswalks</source>
        <translation>bis ein Spieler weltenwandert</translation>
    </message>
    <message>
        <source>until a player planeswalks away from a plane</source>
        <translation>bis ein Spieler von einer Welt weg weltenwandert</translation>
    </message>
    <message>
        <source>until {player}&apos;s next turn</source>
        <translation>bis zum nächsten Zug von {player}</translation>
    </message>
    <message>
        <source>until your next turn</source>
        <translation>bis zu deinem nächsten Zug</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>für den Rest der Partie</translation>
    </message>
    <message>
        <source>until {what}</source>
        <translation>bis {what}</translation>
    </message>
    <message>
        <source>No active effects</source>
        <translation>Keine aktiven Effekte</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>The game is back, but undo can&apos;t go back before now: {why}.</source>
        <translation>Die Partie ist wieder da, aber Rückgängig reicht nicht weiter zurück als bis jetzt: {why}.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation type="unfinished">Starte zuerst eine Partie.</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Deck list</source>
        <translation>Deckliste</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>{a} and {b} win!</source>
        <translation>{a} und {b} gewinnen!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>Nobody is left</source>
        <translation>Niemand ist übrig</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Same players, seating and starting life; random decks dealt anew, other decks shuffled again, from a new seed</source>
        <translation>Gleiche Spieler, Sitzordnung und Startlebenspunkte; Zufallsdecks neu ausgeteilt, andere Decks neu gemischt, mit neuem Seed</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Set up a different game</source>
        <translation>Eine andere Partie einrichten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last action (a misclick)</source>
        <translation>Die letzte Aktion zurücknehmen (ein Fehlklick)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Das Spielfeld ansehen</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{life} life</source>
        <translation>{life} Leben</translation>
    </message>
    <message>
        <source> · {poison} poison</source>
        <translation> · {poison} Gift</translation>
    </message>
    <message>
        <source> · left</source>
        <translation> · ausgeschieden</translation>
    </message>
    <message>
        <source>No rematch: {reason}</source>
        <translation>Keine Revanche: {reason}</translation>
    </message>
</context>
<context>
    <name>KeepAside</name>
    <message>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. The file is kept as {kept}.</source>
        <translation>{what} ({name}) konnte nicht gelesen werden ({why}); {fallback}. Die Datei bleibt als {kept} erhalten.</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. It couldn&apos;t be moved aside ({error}) and is left at {path}.</source>
        <translation>{what} ({name}) konnte nicht gelesen werden ({why}); {fallback}. Sie ließ sich nicht beiseitelegen ({error}) und bleibt unter {path}.</translation>
    </message>
</context>
<context>
    <name>LastSetup</name>
    <message>
        <source>The last players</source>
        <translation>Die letzten Spieler</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>es gelten die Standardwerte</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rolls only</source>
        <translation>Nur Würfe</translation>
    </message>
    <message>
        <source>Show only the roll audit: who rolled, cost, source, face</source>
        <translation>Nur das Wurfprotokoll zeigen: wer gewürfelt hat, Kosten, Quelle, Seite</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Roll audit: who rolled, the cost, the source and the face</source>
        <translation>Wurfprotokoll: wer gewürfelt hat, die Kosten, die Quelle und die Seite</translation>
    </message>
    <message>
        <source>Table correction: fixed by hand, not a rule or a roll</source>
        <translation>Tischkorrektur: von Hand berichtigt, keine Regel und kein Wurf</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recent games: {notes}</source>
        <translation>Letzte Partien: {notes}</translation>
    </message>
    <message>
        <source>Turn {turn}: {players} on {plane}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation>Planechase Table</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effekte</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Planar history: the planes visited and the cards left in each planar deck (Ctrl+H)</source>
        <translation>Weltenverlauf: die besuchten Welten und die restlichen Karten jedes Weltendecks (Strg+H)</translation>
    </message>
    <message>
        <source>Effects and the game log</source>
        <translation>Effekte und Spielprotokoll</translation>
    </message>
    <message>
        <source>Menu: game, play, view, camera</source>
        <translation>Menü: Partie, Spielen, Ansicht, Kamera</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Vollbild (F11)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>&amp;Deckbau…</translation>
    </message>
    <message>
        <source>&amp;Recent games…</source>
        <translation>&amp;Letzte Partien…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Roll the planar die</source>
        <translation>Weltenwürfel &amp;würfeln</translation>
    </message>
    <message>
        <source>Re&amp;solve the top of the stack</source>
        <translation>Oberstes Stapelobjekt &amp;verrechnen</translation>
    </message>
    <message>
        <source>Resolve (keypad)</source>
        <translation>Verrechnen (Ziffernblock)</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Fix the table…</source>
        <translation>Tisch &amp;korrigieren…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Upright screen (laptop, TV at one end)</source>
        <translation>Aufrechter Bildschirm (Laptop, TV am Tischende)</translation>
    </message>
    <message>
        <source>Flat screen (in the middle of the table)</source>
        <translation>Liegender Bildschirm (in der Tischmitte)</translation>
    </message>
    <message>
        <source>Card faces the active player</source>
        <translation>Karte zum aktiven Spieler gedreht</translation>
    </message>
    <message>
        <source>Card faces the planar controller</source>
        <translation>Karte zum Weltenbeherrscher gedreht</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Planar &amp;history…</source>
        <translation>&amp;Weltenverlauf…</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>&amp;Show camera…</source>
        <translation>Kamera &amp;zeigen…</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>&amp;Kalibrieren…</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Vollbild beenden (F11)</translation>
    </message>
    <message>
        <source>Interface size {wanted:.2f} doesn&apos;t fit this window; the table is drawn at {drawn:.2f}, the most it holds.</source>
        <translation>Oberflächengröße {wanted:.2f} passt nicht in dieses Fenster; der Tisch wird mit {drawn:.2f} gezeichnet, dem Maximum.</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>Einstellungen nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: {action} (Ctrl+Z)</source>
        <translation>Rückgängig: {action} (Strg+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo: {action} (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: {action} (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Nichts geändert: {reason}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <source>Continue the last game?

{summary}</source>
        <translation>Die letzte Partie fortsetzen?

{summary}</translation>
    </message>
</context>
<context>
    <name>MapOptions</name>
    <message>
        <source>Hellride only</source>
        <translation>Nur Höllenritt</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Auf der Karte</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Move like a Planeswalker roll</source>
        <translation>Wie ein Planeswalker-Wurf ziehen</translation>
    </message>
    <message>
        <source>Move one step at random</source>
        <translation>Ein Feld zufällig ziehen</translation>
    </message>
    <message>
        <source>House rule: phenomena</source>
        <translation>Hausregel: Phänomene</translation>
    </message>
    <message>
        <source>The article the variant comes from predates phenomena.</source>
        <translation>Der Artikel, aus dem die Variante stammt, ist älter als die Phänomene.</translation>
    </message>
    <message>
        <source>House rule: effects that planeswalk</source>
        <translation>Hausregel: Effekte, die weltenwandern</translation>
    </message>
    <message>
        <source>“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar Tunnel and Spatial Merging: how the game moves on the map.</source>
        <translation>„Weltenwandern“ nach einem Phänomen, „dann weltenwandern“, Weltenverbindungstunnel und Zusammenwachsen des Raumes: wie das Spiel auf der Karte zieht.</translation>
    </message>
    <message>
        <source>One planar deck of every plane in the pool (phenomena off), shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Ein Weltendeck aus allen Welten des Pools (ohne Phänomene), gemischt (901.15); die eigenen Decks der Spieler werden nicht benutzt.</translation>
    </message>
    <message>
        <source>One planar deck of every plane and phenomenon in the pool, shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Ein Weltendeck aus allen Welten und Phänomenen des Pools, gemischt (901.15); die eigenen Decks der Spieler werden nicht benutzt.</translation>
    </message>
    <message>
        <source>A phenomenon is met only by hellriding onto it; once it&apos;s resolved it goes to the bottom and a plane is dealt in its place.</source>
        <translation>Auf ein Phänomen trifft man nur per Höllenritt; ist es verrechnet, kommt es nach unten und an seiner Stelle wird eine Welt ausgeteilt.</translation>
    </message>
    <message>
        <source>Phenomena are dealt like planes and met when the game moves onto one; once it&apos;s resolved the game moves on, and it stays on the map.</source>
        <translation>Phänomene werden wie Welten ausgeteilt; man trifft auf eines, wenn das Spiel darauf zieht; ist es verrechnet, zieht das Spiel weiter, und es bleibt auf der Karte.</translation>
    </message>
    <message>
        <source>No phenomena in the deck.</source>
        <translation>Keine Phänomene im Deck.</translation>
    </message>
    <message>
        <source>The active player chooses the direction.</source>
        <translation>Der aktive Spieler wählt die Richtung.</translation>
    </message>
    <message>
        <source>Nobody chooses: up, down, left or right at random.</source>
        <translation>Niemand wählt: zufällig nach oben, unten, links oder rechts.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s plane is dealt in the Tunnel&apos;s place; Spatial Merging&apos;s two planes go where the game moves.</source>
        <translation>Die Welt des Weltenverbindungstunnels wird an seiner Stelle ausgeteilt; die zwei Welten von Zusammenwachsen des Raumes kommen dorthin, wohin das Spiel zieht.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s and Spatial Merging&apos;s planes go where the game moves.</source>
        <translation>Die Welten von Weltenverbindungstunnel und Zusammenwachsen des Raumes kommen dorthin, wohin das Spiel zieht.</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Eternities Map</source>
        <translation>Karte der Ewigkeiten</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} — Enter to move</source>
        <translation>{label} – Eingabe zum Ziehen</translation>
    </message>
    <message>
        <source>A card is dealt here from the top of the planar deck and the game moves to it.</source>
        <translation>Hier wird eine Karte oben vom Weltendeck ausgeteilt und das Spiel zieht dorthin.</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Seed {seed}</translation>
    </message>
    <message>
        <source>Random decks, shuffles and the random starting player come from it</source>
        <translation>Zufallsdecks, Mischen und der zufällige Startspieler ergeben sich daraus</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to four players with random decks (the last players are offered otherwise)</source>
        <translation>Zurück zu vier Spielern mit Zufallsdecks (sonst werden die letzten Spieler angeboten)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Free-for-all</source>
        <translation>Jeder gegen jeden</translation>
    </message>
    <message>
        <source>Two-Headed Giant (810, 901.12)</source>
        <translation>Zweiköpfiger Riese (810, 901.12)</translation>
    </message>
    <message>
        <source>Commander (903)</source>
        <translation>Commander (903)</translation>
    </message>
    <message>
        <source>with commanders</source>
        <translation>mit Commandern</translation>
    </message>
    <message>
        <source>Commander in teams: commander damage and tax for every player (903)</source>
        <translation>Commander in Teams: Commander-Schaden und -Steuer für jeden Spieler (903)</translation>
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
        <translation>Karte der Ewigkeiten</translation>
    </message>
    <message>
        <source>The planes lie in a grid; a Planeswalker roll moves the game one step up, down, left or right, or diagonally onto an empty space (hellriding).</source>
        <translation>Die Welten liegen in einem Raster; ein Planeswalker-Wurf zieht das Spiel ein Feld nach oben, unten, links oder rechts oder diagonal auf ein leeres Feld (Höllenritt).</translation>
    </message>
    <message>
        <source>Planar decks:</source>
        <translation>Weltendecks:</translation>
    </message>
    <message>
        <source>Each player brings one (901.3)</source>
        <translation>Jeder Spieler bringt eines mit (901.3)</translation>
    </message>
    <message>
        <source>One shared deck for the table (901.15)</source>
        <translation>Ein gemeinsames Deck für den Tisch (901.15)</translation>
    </message>
    <message>
        <source>Players, in seating (turn) order</source>
        <translation>Spieler in Sitz- bzw. Zugreihenfolge</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Gemeinsames Deck</translation>
    </message>
    <message>
        <source>Starting player:</source>
        <translation>Startspieler:</translation>
    </message>
    <message>
        <source>Starting life:</source>
        <translation>Startleben:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Eigene:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation>Zufällig (aus dem Seed)</translation>
    </message>
    <message>
        <source>Team {n}: {a} and {b}</source>
        <translation>Team {n}: {a} und {b}</translation>
    </message>
    <message numerus="yes">
        <source>%n planar deck(s) need attention (see above).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1: Zweiköpfiger Riese besteht aus zwei oder mehr Zweierteams; Spieler hinzufügen oder entfernen, bis die Teams vollständig sind.</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message>
        <source>Planar history</source>
        <translation>Weltenverlauf</translation>
    </message>
    <message>
        <source>Planar decks</source>
        <translation>Weltendecks</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Keine Partie läuft.</translation>
    </message>
    <message>
        <source>Visited, in order ({n})</source>
        <translation>Besucht, der Reihe nach ({n})</translation>
    </message>
    <message>
        <source>No planar history is recorded for this game yet.</source>
        <translation>Für diese Partie ist noch kein Weltenverlauf erfasst.</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Gemeinsames Deck</translation>
    </message>
    <message numerus="yes">
        <source>{owner}: %n card(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Starting plane, {player}&apos;s deck</source>
        <translation>Startwelt, Deck von {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: turned up by {player} when its owner&apos;s cards left</source>
        <translation>Zug {turn}: von {player} aufgedeckt, als die Karten ihres Besitzers gingen</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} encountered it</source>
        <translation>Zug {turn}: {player} traf darauf</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} planeswalked here</source>
        <translation>Zug {turn}: {player} weltenwanderte hierher</translation>
    </message>
    <message>
        <source>face up now</source>
        <translation>jetzt offen</translation>
    </message>
    <message>
        <source>Read {name}&apos;s text and rulings</source>
        <translation>Text und Regelhinweise von {name} lesen</translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>No plane is face up</source>
        <translation>Keine Welt liegt offen</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn</source>
        <translation>Dieser Spieler ist am Zug</translation>
    </message>
    <message>
        <source>Planar controller (901.6)</source>
        <translation>Weltenbeherrscher (901.6)</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Tap: 1 · hold: 5, repeating</source>
        <translation>Tippen: 1 · halten: 5, wiederholt</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <source>Poison counters (ten or more: 704.5c)</source>
        <translation>Giftmarken (zehn oder mehr: 704.5c)</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Giftmarken</translation>
    </message>
    <message>
        <source>Leave game</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave game: this player leaves (asks first)</source>
        <translation>Verlassen: Dieser Spieler verlässt die Partie (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Commander</translation>
    </message>
    <message>
        <source>{a} and {b} lose?</source>
        <translation>{a} und {b} verlieren?</translation>
    </message>
    <message>
        <source>{a} loses?</source>
        <translation>{a} verliert?</translation>
    </message>
    <message>
        <source>21 from {owner}&apos;s {commander}: {losers}</source>
        <translation>21 von {commander} ({owner}): {losers}</translation>
    </message>
    <message>
        <source>21 dmg: lose?</source>
        <translation>21 Schaden: verloren?</translation>
    </message>
    <message>
        <source>Would lose — confirm ({rule})</source>
        <translation>Würde verlieren – bestätigen ({rule})</translation>
    </message>
    <message>
        <source>Lose? ({rule})</source>
        <translation>Verloren? ({rule})</translation>
    </message>
    <message>
        <source>{why}

Confirm: {player} leaves the game{team}. Their planar cards leave with them ({rule}). Undo can bring them back.</source>
        <translation>{why}

Bestätigen: {player} verlässt die Partie{team}. Die Weltenkarten gehen mit ({rule}). Rückgängig kann das zurücknehmen.</translation>
    </message>
    <message>
        <source> with {mate} (810.8a)</source>
        <translation> mit {mate} (810.8a)</translation>
    </message>
    <message>
        <source>{player} concedes for the team: {player} and {mate} leave the game together (810.8b)?

Their planar cards leave with them (901.10). Undo can bring them back.</source>
        <translation>{player} gibt für das Team auf: {player} und {mate} verlassen die Partie gemeinsam (810.8b)?

Ihre Weltenkarten gehen mit (901.10). Rückgängig kann das zurücknehmen.</translation>
    </message>
    <message>
        <source>{player} leaves the game?

Their planar cards leave with them (800.4a). Undo can bring them back.</source>
        <translation>{player} verlässt die Partie?

Die Weltenkarten gehen mit (800.4a). Rückgängig kann das zurücknehmen.</translation>
    </message>
    <message>
        <source>Team {a} &amp; {b} · {life}</source>
        <translation>Team {a} &amp; {b} · {life}</translation>
    </message>
    <message>
        <source>Team with {mate}</source>
        <translation>Team mit {mate}</translation>
    </message>
    <message>
        <source>{team} · −/+ on {primary}&apos;s seat</source>
        <translation>{team} · −/+ am Platz von {primary}</translation>
    </message>
    <message>
        <source>Team life: on {primary}&apos;s</source>
        <translation>Teamleben: bei {primary}</translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>Spielsteine: {list}</translation>
    </message>
    <message>
        <source>{flag}: the table confirms with this seat&apos;s Leave button</source>
        <translation>{flag}: der Tisch bestätigt mit „Verlassen“ an diesem Platz</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): −/+ on this seat change it for {mate} too</source>
        <translation>Teamlebenspunkte (810.4): −/+ hier ändert sie auch für {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): change it on {mate}&apos;s seat</source>
        <translation>Teamlebenspunkte (810.4): am Platz von {mate} ändern</translation>
    </message>
    <message>
        <source>The team&apos;s poison counters (fifteen or more: 704.6b)</source>
        <translation>Giftmarken des Teams (fünfzehn oder mehr: 704.6b)</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (ausgeschieden)</translation>
    </message>
    <message>
        <source>{winner} won on turn {turn}</source>
        <translation>{winner} gewann in Zug {turn}</translation>
    </message>
    <message>
        <source>game over on turn {turn}</source>
        <translation>Partie vorbei in Zug {turn}</translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn</source>
        <translation>Zug {turn}, {player} am Zug</translation>
    </message>
    <message>
        <source>no plane face up</source>
        <translation>keine Welt offen</translation>
    </message>
    <message>
        <source>On {planes} · last played {when}</source>
        <translation>Auf {planes} · zuletzt gespielt {when}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>End the current game? It stays in Game ▸ Recent games.</source>
        <translation>Die laufende Partie beenden? Sie bleibt unter Partie ▸ Letzte Partien.</translation>
    </message>
    <message>
        <source>End it</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>The game couldn&apos;t be kept in Recent games: {why}</source>
        <translation>Die Partie konnte nicht in „Letzte Partien“ aufbewahrt werden: {why}</translation>
    </message>
    <message>
        <source>That game can&apos;t be resumed: {why}</source>
        <translation>Diese Partie kann nicht fortgesetzt werden: {why}</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is left as it is</source>
        <translation>{name} ist nicht lesbar ({why}); es bleibt, wie es ist</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is kept as {kept}</source>
        <translation>{name} ist nicht lesbar ({why}); es wird als {kept} aufbewahrt</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Games left for a new one or for another recent game. Resume one to carry on where it was, undo included; the game on the table then goes into this list.</source>
        <translation>Partien, die für eine neue oder eine andere letzte Partie verlassen wurden. Setze eine fort, um dort weiterzuspielen, wo sie war, samt Rückgängig; die Partie auf dem Tisch kommt dann in diese Liste.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>No recent games yet: a game goes here when a new game replaces it.</source>
        <translation>Noch keine letzten Partien: Eine Partie kommt hierher, wenn eine neue sie ersetzt.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation>
            <numerusform>%n Datei war nicht lesbar und wurde beiseitegelegt:</numerusform>
            <numerusform>%n Dateien waren nicht lesbar und wurden beiseitegelegt:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHAOS — {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLANESWALKER — {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank — {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>Make primary</source>
        <translation>Hauptspieler</translation>
    </message>
    <message>
        <source>Make this player their team&apos;s primary player: the team&apos;s turn, planar controller and first seat are theirs (901.12b)</source>
        <translation>Diesen Spieler zum Hauptspieler seines Teams machen: Zug, Weltenbeherrschung und erster Platz des Teams gehören ihm (901.12b)</translation>
    </message>
    <message>
        <source>Commander (optional)</source>
        <translation>Commander (optional)</translation>
    </message>
    <message>
        <source>Partner or background</source>
        <translation>Partner oder Hintergrund</translation>
    </message>
    <message>
        <source>A commander&apos;s name (903.3); a second one for partners or a commander and its background (903.3c)</source>
        <translation>Der Name eines Commanders (903.3); ein zweiter für Partner oder einen Commander mit Hintergrund (903.3c)</translation>
    </message>
    <message>
        <source>Move up: sit earlier in turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n} · primary</source>
        <translation>Team {n} · Hauptspieler</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Team {n}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Virtual die (the app rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation type="unfinished">Weltenwürfel</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Deine Einstellungen</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>es gelten die Standardwerte</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Weltenwürfel</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Where the pictures come from and which die lies in the tray; calibrate once per die and light (Camera ▸ Calibrate…).</source>
        <translation>Woher die Bilder kommen und welcher Würfel in der Schale liegt; einmal pro Würfel und Beleuchtung kalibrieren (Kamera ▸ Kalibrieren…).</translation>
    </message>
    <message>
        <source>A camera number (0 is the first camera), a video file, a folder of pictures, or synthetic:seed=2 for a demo</source>
        <translation>Eine Kameranummer (0 ist die erste Kamera), eine Videodatei, ein Bilderordner oder synthetic:seed=2 für eine Demo</translation>
    </message>
    <message>
        <source>Die in the tray</source>
        <translation>Würfel in der Schale</translation>
    </message>
    <message>
        <source>The calibration&apos;s name (Camera ▸ Calibrate…); one per die and camera set-up</source>
        <translation>Name der Kalibrierung (Kamera ▸ Kalibrieren…); eine pro Würfel und Kameraaufbau</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>Dice tower</source>
        <translation>Würfelturm</translation>
    </message>
    <message>
        <source>The tower&apos;s USB serial port and speed: Find towers asks every port, a simulator&apos;s too.</source>
        <translation>Serieller USB-Port und Geschwindigkeit des Turms: „Türme suchen“ fragt jeden Port ab, auch den eines Simulators.</translation>
    </message>
    <message>
        <source>Which pip values of a d6 are Planeswalker and Chaos, e.g. 1=planeswalker,6=chaos; the others are blank. A dice tower that reports pips uses it too</source>
        <translation>Welche Augenzahlen eines W6 Planeswalker und Chaos sind, z. B. 1=planeswalker,6=chaos; die anderen sind leer. Ein Würfelturm, der Augen meldet, nutzt das auch</translation>
    </message>
    <message>
        <source>d6 face map</source>
        <translation>W6-Seitenzuordnung</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>How the table looks: colours, sizes, which way the cards face, and the language it speaks.</source>
        <translation>Wie der Tisch aussieht: Farben, Größen, Kartenausrichtung und seine Sprache.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Card text size</source>
        <translation>Kartentextgröße</translation>
    </message>
    <message>
        <source>Interface size (TV: 1.5-2)</source>
        <translation>Oberflächengröße (TV: 1,5–2)</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Tischmodus</translation>
    </message>
    <message>
        <source>Cards face</source>
        <translation>Karten zeigen zu</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>StackItemWidget</name>
    <message>
        <source>Planeswalking ability</source>
        <translation>Weltenwanderfähigkeit</translation>
    </message>
    <message>
        <source>Controller: {name} · Target: {targets}</source>
        <translation>Beherrscher: {name} · Ziel: {targets}</translation>
    </message>
    <message>
        <source>Controller: {name}</source>
        <translation>Beherrscher: {name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take it off the stack without resolving it (countered, or a mistake)</source>
        <translation>Vom Stapel nehmen, ohne zu verrechnen (neutralisiert oder ein Fehler)</translation>
    </message>
</context>
<context>
    <name>StackView</name>
    <message>
        <source>Chaos</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>Planeswalk</source>
        <translation>Weltenwandern</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslösung</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Resolve (Enter)</source>
        <translation>Verrechnen (Eingabe)</translation>
    </message>
    <message>
        <source>Resolve the top of the stack</source>
        <translation>Das oberste Objekt des Stapels verrechnen</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>Der Stapel ist leer</translation>
    </message>
    <message>
        <source>Waiting to go on the stack</source>
        <translation>Wartet auf den Stapel</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Nichts geändert: {reason}</translation>
    </message>
    <message>
        <source>Stack ({n})</source>
        <translation>Stapel ({n})</translation>
    </message>
    <message>
        <source>Waiting: {what}</source>
        <translation>Wartet: {what}</translation>
    </message>
    <message>
        <source>Waiting for {player} to choose: {question}</source>
        <translation>Wartet auf die Wahl von {player}: {question}</translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message>
        <source>Fix the table</source>
        <translation>Tisch korrigieren</translation>
    </message>
    <message>
        <source>Fix a mistake by hand: a forgotten trigger, a miscounted counter, a misplaced card. Each fix is logged as a table correction, never as a roll, and Undo takes it back.</source>
        <translation>Einen Fehler von Hand beheben: eine vergessene Auslösung, eine falsch gezählte Marke, eine falsch gelegte Karte. Jede Korrektur wird als Tischkorrektur protokolliert, nie als Wurf, und Rückgängig nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Marke</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Karte bewegen</translation>
    </message>
    <message>
        <source>Planeswalk to</source>
        <translation>Weltenwandern zu</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Set a counter on a face-up plane to the number the table agrees on. Ten scroll counters on Aretopolis still trigger it.</source>
        <translation>Eine Marke auf einer offenen Welt auf die Zahl setzen, auf die sich der Tisch einigt. Zehn Spruchrollenmarken auf Aretopolis lösen sie weiterhin aus.</translation>
    </message>
    <message>
        <source>One fewer</source>
        <translation>Eine weniger</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Eine mehr</translation>
    </message>
    <message>
        <source>Set the counter</source>
        <translation>Marke setzen</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>Weltendeck</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Put a card of a planar deck on its top or its bottom. The cards are listed by name: the deck&apos;s order stays hidden.</source>
        <translation>Eine Karte eines Weltendecks oben oder unten auf das Deck legen. Die Karten sind nach Namen aufgelistet: Die Reihenfolge des Decks bleibt verdeckt.</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Nach oben legen</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Nach unten legen</translation>
    </message>
    <message>
        <source>The table says so: the planar controller planeswalks to this card instead of the top one. The face-up cards go to the bottom and everything a planeswalk triggers happens.</source>
        <translation>Der Tisch will es so: Der Weltenbeherrscher weltenwandert zu dieser Karte statt zur obersten. Die offenen Karten kommen nach unten, und alles, was Weltenwandern auslöst, geschieht.</translation>
    </message>
    <message>
        <source>Planeswalk there</source>
        <translation>Dorthin weltenwandern</translation>
    </message>
    <message>
        <source>Reveal the top cards of a planar deck. Nothing moves.</source>
        <translation>Die obersten Karten eines Weltendecks aufdecken. Nichts wird bewegt.</translation>
    </message>
    <message>
        <source>Shuffle a planar deck (with the game&apos;s own random numbers, so Redo shuffles it the same way).</source>
        <translation>Ein Weltendeck mischen (mit den eigenen Zufallszahlen der Partie, damit Wiederholen genauso mischt).</translation>
    </message>
    <message>
        <source>Revealed: {cards}</source>
        <translation>Aufgedeckt: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Gemeinsames Deck</translation>
    </message>
    <message>
        <source>{player}&apos;s deck</source>
        <translation>Deck von {player}</translation>
    </message>
    <message numerus="yes">
        <source>{deck} (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Answer {player}&apos;s question first, or Undo.</source>
        <translation>Zuerst die Frage von {player} beantworten oder Rückgängig.</translation>
    </message>
    <message>
        <source>Choose a card…</source>
        <translation>Karte wählen…</translation>
    </message>
    <message>
        <source>Not done: {reason}</source>
        <translation>Nicht ausgeführt: {reason}</translation>
    </message>
    <message>
        <source>Choose a face-up plane and name the counter.</source>
        <translation>Wähle eine offene Welt und benenne die Marke.</translation>
    </message>
    <message>
        <source>Choose a planar deck and a card in it.</source>
        <translation>Wähle ein Weltendeck und eine Karte darin.</translation>
    </message>
    <message>
        <source>Choose a planar deck.</source>
        <translation>Wähle ein Weltendeck.</translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message>
        <source>No tower port — choose it in View ▸ Settings; enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>Der Turm meldet: {error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. /dev/ttyACM0 or COM3</source>
        <translation>z. B. /dev/ttyACM0 oder COM3</translation>
    </message>
    <message>
        <source>The tower&apos;s serial port: press Find towers, or type its path</source>
        <translation>Serieller Port des Turms: „Türme suchen“ drücken oder den Pfad eingeben</translation>
    </message>
    <message>
        <source>Find towers</source>
        <translation>Türme suchen</translation>
    </message>
    <message>
        <source>Open the USB serial ports for a few seconds and ask each for a tower&apos;s HELLO</source>
        <translation>Die seriellen USB-Ports ein paar Sekunden öffnen und jeden nach dem HELLO eines Turms fragen</translation>
    </message>
    <message>
        <source>The tower&apos;s serial speed (115200 unless its sketch says otherwise)</source>
        <translation>Serielle Geschwindigkeit des Turms (115200, sofern sein Sketch nichts anderes sagt)</translation>
    </message>
    <message>
        <source>Tower port</source>
        <translation>Turm-Port</translation>
    </message>
    <message>
        <source>Tower baud rate</source>
        <translation>Turm-Baudrate</translation>
    </message>
    <message>
        <source>Choose the tower&apos;s port (Find towers), or type its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for towers… (a few seconds)</source>
        <translation>Suche Türme… (ein paar Sekunden)</translation>
    </message>
    <message>
        <source>No serial ports found. Is the tower plugged in? You can also type a path.</source>
        <translation>Keine seriellen Ports gefunden. Ist der Turm angeschlossen? Du kannst auch einen Pfad eingeben.</translation>
    </message>
    <message numerus="yes">
        <source>No tower answered on the %n serial port(s); pick one, or check the cable and the baud rate.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Game over · {a} and {b} win</source>
        <translation>Partie vorbei · {a} und {b} gewinnen</translation>
    </message>
    <message>
        <source>Game over · {winner} wins</source>
        <translation>Partie vorbei · {winner} gewinnt</translation>
    </message>
    <message>
        <source>Game over · nobody is left</source>
        <translation>Partie vorbei · niemand ist übrig</translation>
    </message>
    <message>
        <source>Turn {turn} · {player} · {step}</source>
        <translation>Zug {turn} · {player} · {step}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Noch keine Partie</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Begin the next step</source>
        <translation>Das nächste Segment bzw. die nächste Phase beginnen</translation>
    </message>
    <message>
        <source>Next turn (N)</source>
        <translation>Zugende (N)</translation>
    </message>
    <message>
        <source>Advance to the next turn&apos;s first main phase; stops early where something triggers</source>
        <translation>Weiter zur ersten Hauptphase des nächsten Zuges; hält früher an, wo etwas ausgelöst wird</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Nichts geändert: {reason}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>umgekehrt</translation>
    </message>
    <message>
        <source>seating</source>
        <translation>Sitzordnung</translation>
    </message>
    <message>
        <source>Turn order runs the other way round the table</source>
        <translation>Die Zugreihenfolge läuft andersherum um den Tisch</translation>
    </message>
    <message>
        <source>Turn order follows the seating</source>
        <translation>Die Zugreihenfolge folgt der Sitzordnung</translation>
    </message>
    <message>
        <source>Extra turns: {names}</source>
        <translation>Zusatzzüge: {names}</translation>
    </message>
    <message>
        <source>Next roll: {cost}</source>
        <translation>Nächster Wurf: {cost}</translation>
    </message>
    <message>
        <source>The active player&apos;s next roll of the planar die costs {cost} mana (116.2i)</source>
        <translation>Der nächste Wurf des Weltenwürfels durch den aktiven Spieler kostet {cost} Mana (116.2i)</translation>
    </message>
    <message>
        <source>Next roll: {list}</source>
        <translation>Nächster Wurf: {list}</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d, 116.2i)</source>
        <translation>Jedes Mitglied des aktiven Teams darf würfeln, jeweils zu eigenen Kosten (901.12d, 116.2i)</translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message>
        <source>&amp;TV window</source>
        <translation>&amp;TV-Fenster</translation>
    </message>
    <message>
        <source>The plane, the roll and whose turn, full screen on a TV or projector</source>
        <translation>Welt, Wurf und wer am Zug ist, im Vollbild auf TV oder Beamer</translation>
    </message>
    <message>
        <source>TV window &amp;on</source>
        <translation>TV-Fenster &amp;auf</translation>
    </message>
    <message>
        <source> (the table&apos;s window)</source>
        <translation> (Fenster des Tisches)</translation>
    </message>
    <message>
        <source>There is no second screen: open the TV window anyway, as a window on this screen?</source>
        <translation>Es gibt keinen zweiten Bildschirm: Das TV-Fenster trotzdem als Fenster auf diesem Bildschirm öffnen?</translation>
    </message>
    <message numerus="yes">
        <source>There is no screen {n} (this computer has %n screen(s); View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The TV window shares the table&apos;s screen, so it opens as a window: choose another screen in View ▸ TV window on.</source>
        <translation>Das TV-Fenster teilt sich den Bildschirm mit dem Tisch und öffnet daher als Fenster: Wähle einen anderen Bildschirm unter Ansicht ▸ TV-Fenster auf.</translation>
    </message>
    <message>
        <source>TV window closed — View ▸ TV window opens it again.</source>
        <translation>TV-Fenster geschlossen – Ansicht ▸ TV-Fenster öffnet es wieder.</translation>
    </message>
    <message>
        <source>The TV screen ({name}) was unplugged: the TV window closed, the game goes on.</source>
        <translation>Der TV-Bildschirm ({name}) wurde getrennt: Das TV-Fenster ist zu, die Partie geht weiter.</translation>
    </message>
    <message>
        <source>TV window</source>
        <translation>TV-Fenster</translation>
    </message>
</context>
<context>
    <name>TvScreens</name>
    <message>
        <source>Screen {n} · {w}×{h}</source>
        <translation>Bildschirm {n} · {w}×{h}</translation>
    </message>
    <message>
        <source>Screen {n}: {name} · {w}×{h}</source>
        <translation>Bildschirm {n}: {name} · {w}×{h}</translation>
    </message>
</context>
<context>
    <name>TvStatus</name>
    <message>
        <source>Planar controller</source>
        <translation>Weltenbeherrscher</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Letzter Wurf</translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation>Kein Wurf in diesem Zug</translation>
    </message>
</context>
<context>
    <name>TvSummary</name>
    <message>
        <source>No game yet</source>
        <translation type="unfinished">Noch keine Partie</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished">Partie vorbei</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TvWindow</name>
    <message>
        <source>Planechase Table — TV</source>
        <translation>Planechase Table – TV</translation>
    </message>
</context>
<context>
    <name>UnsureDialog</name>
    <message numerus="yes">
        <source> (%n pip(s))</source>
        <translation>
            <numerusform> (%n Auge)</numerusform>
            <numerusform> (%n Augen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the die</source>
        <translation>Würfel prüfen</translation>
    </message>
    <message>
        <source>The camera isn&apos;t sure. It looks like &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;What does the die show?</source>
        <translation>Die Kamera ist unsicher. Es sieht aus wie &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;Was zeigt der Würfel?</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Neu würfeln</translation>
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
        <translation>Planechase an deinem Tisch: die offene Welt, der Weltenwürfel und der Stapel, groß genug für alle.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Choose the players and their planar decks</source>
        <translation>Spieler und ihre Weltendecks wählen</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Demo ausprobieren</translation>
    </message>
    <message>
        <source>Four players, random planar decks, the virtual die</source>
        <translation>Vier Spieler, zufällige Weltendecks, der virtuelle Würfel</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Letzte Partien…</translation>
    </message>
    <message>
        <source>Continue a game played before</source>
        <translation>Eine frühere Partie fortsetzen</translation>
    </message>
</context>
<context>
    <name>_Panel</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
</TS>
