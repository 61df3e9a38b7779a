<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AbilityText</name>
    <message>
        <source>Planeswalk.</source>
        <comment>what the planeswalking ability does (901.9c)</comment>
        <translation>Weltenwandere.</translation>
    </message>
    <message>
        <source>Whenever you roll the Planeswalker symbol on the planar die, planeswalk.</source>
        <comment>the planeswalking ability (901.9c)</comment>
        <translation>Immer wenn du mit dem Weltenwürfel das Planeswalker-Symbol würfelst, weltenwandere.</translation>
    </message>
</context>
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
        <translation>Stelle die Kamera 30–50 cm über die Schale, senkrecht nach unten gerichtet.</translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation>Beleuchte die Schale gleichmäßig: keine harten Schatten, keine Spiegelungen auf dem Würfel.</translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation>Am besten liest sich eine matte Schale in einer Farbe, die sich vom Würfel abhebt (dunkler Filz für einen weißen Würfel).</translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation>Lass Kamera und Schale nach dem Kalibrieren, wo sie sind.</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n Auge</numerusform>
            <numerusform>%n Augen</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation>Kamera kalibrieren</translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation>Die Kamera lernt deine Schale und deinen Würfel aus ein paar Bildern kennen. Stelle sie zuerst auf:</translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation>Prüfe das Bild unten und drücke dann „Weiter“.</translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation>Die leere Schale</translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation>Nimm den Würfel aus der Schale, halte Hände und Schatten fern und drücke dann „Aufnehmen“.</translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation>{face} oben</translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation>
            <numerusform>Lege den Würfel mit &lt;b&gt;{face}&lt;/b&gt; nach oben in die Schale, nimm die Hand heraus und drücke dann „Aufnehmen“. Verschiebe den Würfel vor jedem Bild an eine andere Stelle der Schale (weiter {face} oben; %n Bild).</numerusform>
            <numerusform>Lege den Würfel mit &lt;b&gt;{face}&lt;/b&gt; nach oben in die Schale, nimm die Hand heraus und drücke dann „Aufnehmen“. Verschiebe den Würfel vor jedem der %n Bilder an eine andere Stelle der Schale (weiter {face} oben).</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation>Bilder werden geprüft</translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation>Die Kamera liefert keine neuen Bilder ({why}). Prüfe sie und nimm dann erneut auf.</translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation>Kamera kalibrieren – {name}</translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation>Kalibrierungsvorschau</translation>
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
        <translation>{title}  ({n} von {count})</translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation>Erneut aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation>
            <numerusform>%n Bild der leeren Schale aufgenommen</numerusform>
            <numerusform>%n Bilder der leeren Schale aufgenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation>
            <numerusform>Nimmt gleich %n Bild auf</numerusform>
            <numerusform>Nimmt gleich %n Bilder auf</numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>Diese Seite neu aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation>
            <numerusform>%n Bild aufgenommen ✓</numerusform>
            <numerusform>Alle %n Bilder aufgenommen ✓</numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation>Bild {n} von {count} aufnehmen</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation>Bilder prüfen</translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>Aufnahme läuft…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation>Fehlende Bilder: {steps}.</translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation>Profil wird erstellt und geprüft…</translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation>Die Bilder konnten nicht gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation>Dem Profil ist noch nicht zu trauen: {why}

Deine Bilder liegen in {folder}.</translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation>Neu aufnehmen: {step}</translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation>Das Profil konnte nicht in {folder} gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation>Das Erstellen des Profils ist unerwartet fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ Gespeichert, aber damit kann die Kamera nur raten: Der Tisch bestätigt jeden Wurf. Abhilfe: {why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation>
            <numerusform>✓ Das Profil erkennt sein %n Bild richtig.</numerusform>
            <numerusform>✓ Das Profil erkennt alle %n seiner Bilder richtig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation>Gespeichert als „{name}“ in {folder}.
Schale bei {x},{y}, {w}×{h} px · Würfelseite {side} px · {ink}.

Drücke „Fertig“: Die Kamera liest die Würfe damit.</translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation>Kamera nicht kalibriert – Kamera ▸ Kalibrieren öffnen</translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation>Kamera getrennt – Wurf von Hand eingeben; verbinde neu…</translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation>Kameraaufzeichnung beendet – Wurf von Hand eingeben</translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation>Würfel liegt schief – neu würfeln</translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>Die Kamerakalibrierung ist nicht nutzbar: {why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation>Kamera wird kalibriert – Würfe von Hand eingeben</translation>
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
        <translation>Verbinde mit der Kamera…</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Kamera aus</translation>
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
        <source>No die found after that roll. If it lies in the tray, the camera can&apos;t tell it from the tray&apos;s floor: press the face it shows under Roll. If it left the tray, roll again.</source>
        <translation>Nach diesem Wurf kein Würfel gefunden. Liegt er in der Schale, kann die Kamera ihn nicht vom Schalenboden unterscheiden: unter Würfeln die gezeigte Seite drücken. Ist er aus der Schale gefallen, erneut würfeln.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read it: press the face it shows under Roll.</source>
        <translation>Die Kamera sieht den Würfel, kann ihn aber nicht lesen: unter Würfeln die gezeigte Seite drücken.</translation>
    </message>
    <message>
        <source>No die found after that roll: if it is in the tray, the camera can&apos;t tell it from the floor; enter the roll by hand.</source>
        <translation type="vanished">Nach diesem Wurf kein Würfel gefunden: Liegt er in der Schale, kann die Kamera ihn nicht vom Boden unterscheiden; Wurf von Hand eingeben.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read its face: enter the roll by hand.</source>
        <translation type="vanished">Die Kamera sieht den Würfel, kann seine Seite aber nicht lesen: Wurf von Hand eingeben.</translation>
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
        <source>No die found</source>
        <translation>Kein Würfel gefunden</translation>
    </message>
    <message>
        <source>Die not read</source>
        <translation>Würfel nicht gelesen</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation>Die Kamera las {face}</translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation>Noch einmal würfeln</translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation>Der Tisch las {face}</translation>
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
        <translation>Weltenwürfel</translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation>normaler W6</translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation>{folder} wurde für einen anderen Würfel kalibriert ({found}, nicht {wanted})</translation>
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
        <translation>unsicher</translation>
    </message>
    <message>
        <source>cocked</source>
        <translation>schief</translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation>Warte auf einen Wurf</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Wird gewürfelt…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation>Würfel wird gelesen…</translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation>Nicht kalibriert</translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation>Noch kein Wurf gelesen</translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation>Schief – neu würfeln</translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation>
            <numerusform>{face} (%n Auge)</numerusform>
            <numerusform>{face} (%n Augen)</numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>Keine Kamera unter {source}</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Verbinde mit der Kamera…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Kamera aktiv</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation>Kamera getrennt – verbinde neu…</translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation>Die Aufzeichnung ist zu Ende</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Kamera aus</translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation>Nur Vorschau (nicht kalibriert)</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>Warte auf die Kamera…</translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation>Warte auf ein Bild…</translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation>Hand in der Schale</translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation>{ms} ms/Bild</translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation>Letzter Wurf: {roll}</translation>
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
    <name>CardAutomation</name>
    <message>
        <source>choose one</source>
        <translation>wähle eines</translation>
    </message>
    <message>
        <source>Draw {count:scroll} card(s).</source>
        <translation>Ziehe Karten: {count:scroll}.</translation>
    </message>
    <message>
        <source>Add {R} for each charge counter: {count:charge} red mana.</source>
        <translation>Erhöhe deinen Manavorrat für jede Ladungsmarke um {R}: {count:charge} rotes Mana.</translation>
    </message>
    <message>
        <source>Mount Keralia deals {info:pressure} damage to each creature and each planeswalker.</source>
        <translation>Der Keralienberg fügt jeder Kreatur und jedem Planeswalker {info:pressure} Schadenspunkte zu.</translation>
    </message>
    <message>
        <source>Prevent all damage that planes named Mount Keralia would deal to permanents {you} controls</source>
        <translation>Verhindere allen Schaden, den Welten namens Keralienberg bleibenden Karten zufügen würden, die {you} kontrolliert</translation>
    </message>
    <message>
        <source>Alien Angel 2/2 (first strike, vigilance)</source>
        <translation>Alien-Engel 2/2 (Erstschlag, Wachsamkeit)</translation>
    </message>
    <message>
        <source>Scry 2.</source>
        <translation>Hellsicht 2.</translation>
    </message>
    <message>
        <source>Pompeii deals {count:eruption} damage to each creature. Each player sacrifices a land.</source>
        <translation>Pompeji fügt jeder Kreatur {count:eruption} Schadenspunkte zu. Jeder Spieler opfert ein Land.</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Speise</translation>
    </message>
    <message>
        <source>Human Rogue 2/2</source>
        <translation>Mensch-Räuber 2/2</translation>
    </message>
    <message>
        <source>Gain 10 life?</source>
        <translation>10 Lebenspunkte dazuerhalten?</translation>
    </message>
    <message>
        <source>Destroy all nonland permanents.</source>
        <translation>Zerstöre alle bleibenden Karten, die kein Land sind.</translation>
    </message>
    <message>
        <source>Have your life total become 20?</source>
        <translation>Deinen Lebenspunktestand 20 werden lassen?</translation>
    </message>
    <message>
        <source>Exchange life totals with {target}?</source>
        <translation>Lebenspunktestand mit {target} tauschen?</translation>
    </message>
    <message>
        <source>Redistribute life totals: list the players in the order that receives the totals as shown</source>
        <translation>Lebenspunktestände neu verteilen: Spieler in der Reihenfolge aufführen, in der sie die angezeigten Stände erhalten</translation>
    </message>
    <message>
        <source>Which plane goes on top of your planar deck?</source>
        <translation>Welche Welt kommt oben auf dein Weltendeck?</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Ziehe eine Karte.</translation>
    </message>
    <message>
        <source>Put {revealed} on the bottom of your planar deck?</source>
        <translation>{revealed} unter dein Weltendeck legen?</translation>
    </message>
    <message>
        <source>Each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane</source>
        <translation>Jede leere Seite des Weltenwürfels zählt als Chaos, bis ein Spieler von einer Welt weg weltenwandert</translation>
    </message>
    <message>
        <source>Until {you}&apos;s next turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues instead</source>
        <translation>Bis zum nächsten Zug von {you} bricht stattdessen das Chaos herein, falls ein Spieler durch das Würfeln des Weltenwürfels weltenwandern würde</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>Enttappe alle Kreaturen, die in diesem Zug angegriffen haben.</translation>
    </message>
    <message>
        <source>Untap up to two target creatures your team controls.</source>
        <translation>Enttappe bis zu zwei Kreaturen deiner Wahl, die dein Team kontrolliert.</translation>
    </message>
    <message>
        <source>Creatures {you} controls get +1/+1 and have haste</source>
        <translation>Kreaturen, die {you} kontrolliert, erhalten +1/+1 und haben Eile</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Wirf eine Karte ab.</translation>
    </message>
    <message>
        <source>Did {target} discard a land card? (Then {target} loses 3 life.)</source>
        <translation>Hat {target} eine Länderkarte abgeworfen? (Dann verliert {target} 3 Lebenspunkte.)</translation>
    </message>
    <message>
        <source>Each player sacrifices a nonland permanent, {rounds} time(s) in all ({you} flipped until winning).</source>
        <translation>Jeder Spieler opfert eine bleibende Karte, die kein Land ist, insgesamt {rounds}-mal ({you} hat bis zum Gewinnen Münzen geworfen).</translation>
    </message>
    <message>
        <source>Noncreature artifacts {you} controls have &quot;{T}, Sacrifice this artifact: Flip a coin. If you win the flip, this artifact deals 3 damage to any target.&quot;</source>
        <translation>Nichtkreatur-Artefakte, die {you} kontrolliert, haben „{T}, opfere dieses Artefakt: Wirf eine Münze. Falls du den Münzwurf gewinnst, fügt dieses Artefakt einem Ziel deiner Wahl 3 Schadenspunkte zu.“</translation>
    </message>
    <message>
        <source>monarch</source>
        <translation>Monarch</translation>
    </message>
    <message>
        <source>Assassin 1/1 (deathtouch, haste)</source>
        <translation>Assassine 1/1 (Todesberührung, Eile)</translation>
    </message>
    <message>
        <source>If you have the city&apos;s blessing, draw a card.</source>
        <translation>Falls du den Segen der Stadt hast, ziehe eine Karte.</translation>
    </message>
    <message>
        <source>Green anchor or red waterfall?</source>
        <translation>Grüner Anker oder roter Wasserfall?</translation>
    </message>
    <message>
        <source>green anchor</source>
        <translation>grüner Anker</translation>
    </message>
    <message>
        <source>red waterfall</source>
        <translation>roter Wasserfall</translation>
    </message>
    <message>
        <source>Creatures can&apos;t attack {you}</source>
        <translation>Kreaturen können {you} nicht angreifen</translation>
    </message>
    <message>
        <source>{you} can&apos;t lose the game and {you}&apos;s opponents can&apos;t win the game</source>
        <translation>{you} kann die Partie nicht verlieren und die Gegner von {you} können die Partie nicht gewinnen</translation>
    </message>
    <message>
        <source>{target} can&apos;t cast spells</source>
        <translation>{target} kann keine Zaubersprüche wirken</translation>
    </message>
    <message>
        <source>Nothing happens: {you} didn&apos;t planeswalk to Unyaro this turn.</source>
        <translation>Nichts geschieht: {you} ist in diesem Zug nicht nach Unyaro weltengewandert.</translation>
    </message>
    <message>
        <source>Untap all creatures. They phase out until a player planeswalks.</source>
        <translation>Enttappe alle Kreaturen. Sie destabilisieren sich, bis ein Spieler weltenwandert.</translation>
    </message>
    <message>
        <source>All creatures that were untapped by Unyaro are phased out</source>
        <translation>Alle von Unyaro enttappten Kreaturen sind destabilisiert</translation>
    </message>
    <message>
        <source>The phased-out permanents phase in now.</source>
        <translation>Die destabilisierten bleibenden Karten stabilisieren sich jetzt.</translation>
    </message>
    <message>
        <source>Knight 2/2 (vigilance)</source>
        <translation>Ritter 2/2 (Wachsamkeit)</translation>
    </message>
    <message>
        <source>For each opponent, choose up to one target nonland permanent that opponent controls. Untap those permanents; they phase out.</source>
        <translation>Bestimme für jeden Gegner bis zu eine bleibende Karte deiner Wahl, die kein Land ist und die jener Gegner kontrolliert. Enttappe jene bleibenden Karten; sie destabilisieren sich.</translation>
    </message>
    <message>
        <source>Permanents chosen with The Doctor&apos;s Childhood Barn are phased out</source>
        <translation>Mit der Scheune aus der Kindheit des Doctors bestimmte bleibende Karten sind destabilisiert</translation>
    </message>
    <message>
        <source>Goblin 1/1</source>
        <translation>Goblin 1/1</translation>
    </message>
    <message>
        <source>Cards can&apos;t enter from exile this turn</source>
        <translation>Karten können in diesem Zug nicht aus dem Exil ins Spiel kommen</translation>
    </message>
    <message>
        <source>Each player exiles all creatures they control and creates X 1/1 green Saproling creature tokens, where X is the total power of the creatures they exiled.</source>
        <translation>Jeder Spieler schickt alle Kreaturen, die er kontrolliert, ins Exil und erzeugt X 1/1 grüne Saproling-Kreaturenspielsteine, wobei X gleich der Gesamtstärke der von ihm ins Exil geschickten Kreaturen ist.</translation>
    </message>
    <message>
        <source>Gain control of target artifact.</source>
        <translation>Übernimm die Kontrolle über ein Artefakt deiner Wahl.</translation>
    </message>
    <message>
        <source>Sacrifice a creature. Could you?</source>
        <translation>Opfere eine Kreatur. Konntest du es?</translation>
    </message>
    <message>
        <source>Sliver 1/1</source>
        <translation>Remasuri 1/1</translation>
    </message>
    <message>
        <source>Shapeshifter 2/2 (changeling)</source>
        <translation>Gestaltwandler 2/2 (Wandelwicht)</translation>
    </message>
    <message>
        <source>Soldier 1/1 (enters tapped)</source>
        <translation>Soldat 1/1 (kommt getappt ins Spiel)</translation>
    </message>
    <message>
        <source>Goat 0/1</source>
        <translation>Ziege 0/1</translation>
    </message>
    <message>
        <source>Dragon 5/5 (flying)</source>
        <translation>Drache 5/5 (Flugfähigkeit)</translation>
    </message>
    <message>
        <source>Warrior 1/1</source>
        <translation>Krieger 1/1</translation>
    </message>
    <message>
        <source>Zombie 2/2</source>
        <translation>Zombie 2/2</translation>
    </message>
    <message>
        <source>Eldrazi 7/7 (annihilator 1)</source>
        <translation>Eldrazi 7/7 (Vernichter 1)</translation>
    </message>
    <message>
        <source>Butterfly 1/1 (flying)</source>
        <translation>Schmetterling 1/1 (Flugfähigkeit)</translation>
    </message>
    <message>
        <source>Alien 2/2</source>
        <translation>Alien 2/2</translation>
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
        <translation>Besitzer: {owner}</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>Playtest-Karte</translation>
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
        <translation>
            <numerusform>%n Karte: antippen, um sie groß zu sehen; scrollen für mehr.</numerusform>
            <numerusform>%n Karten: eine antippen, um sie groß zu sehen; scrollen für mehr.</numerusform>
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
        <source>Nobody</source>
        <translation>Niemand</translation>
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
        <translation>{player} wählt die Reihenfolge der ausgelösten Fähigkeiten</translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation>{player} entscheidet: ja oder nein</translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation>{player} wählt einen Spieler</translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation>{player} wählt eine Karte</translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation>{player} wählt eine Option</translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation>{player} wählt, wer welchen Lebenspunktestand erhält</translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation>{player} wählt einen Modus</translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation>{player} wählt ein Ziel</translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation>{player} ordnet die Karten, die nach unten kommen</translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation>{player} wählt, wohin das Spiel zieht</translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation>{player} wählt gerade</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="vanished">{some} und {last}</translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation>Wohin das Spiel zieht, wird Folgendes gelegt: {cards}</translation>
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
    <name>CounterKind</name>
    <message>
        <source>charge</source>
        <translation>Ladung</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>Eruption</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>Strahlung</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>Flammen</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>Druck</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>Spruchrollen</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation>Planechase (2009), mit seinen Promos</translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation>Welten und Phänomene</translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation>Nur Welten</translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation>Nur Phänomene</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>Playtest-Karte</translation>
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
        <translation>Namen in jeder Sprache, Typzeilen und Kartentext durchsuchen…</translation>
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
        <translation type="vanished">{cards} angezeigt</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation>{printed} ({english})</translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation>{name}  ✦ Phänomen</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Oracle-Text</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Gedruckt</translation>
    </message>
    <message>
        <source>Back to the text printed on the card</source>
        <translation>Zurück zum auf der Karte gedruckten Text</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Gedruckter Text</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) shown</source>
        <translation>
            <numerusform>%n Karte angezeigt</numerusform>
            <numerusform>%n Karten angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules</source>
        <translation>Den englischen Oracle-Text zeigen, der für die Regeln maßgeblich ist</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(keine gespeicherten Decks)</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation>Ein gespeichertes Deck ist nicht lesbar (bleibt, wie es ist): {why}</translation>
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
        <translation>Nicht geladen: {why}</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>„{name}“ geladen.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Deck löschen</translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation>Das gespeicherte Deck „{name}“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation>Nicht gelöscht: {why}</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>„{name}“ gelöscht.</translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>{cards} importiert.</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation>Deckliste in die Zwischenablage kopiert.</translation>
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
    <name>DeckListText</name>
    <message numerus="yes">
        <source>and %n more line(s)</source>
        <comment>after a deck list&apos;s problems</comment>
        <translation>
            <numerusform>und %n weitere Zeile</numerusform>
            <numerusform>und %n weitere Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation>Gespeichertes Deck</translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation>Liste einfügen</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>Deckbau</translation>
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
        <translation>Noch keine gespeicherten Decks: Bau eines mit „Bauen…“</translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation>Zufallsdeck</translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation>Gespeichertes Deck „{name}“</translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation>Füge oben eine Deckliste ein.</translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation>Eingefügte Liste</translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation>Noch kein Deck gebaut: Drücke „Bauen…“, um eines zu bauen.</translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation>Gebautes Deck</translation>
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
        <translation>virtuell</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Turm</translation>
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
        <source>Planeswalker</source>
        <comment>the manual button</comment>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what}. Deal with it, then roll (116.2i).</source>
        <translation>Angehalten ({step}): {what}. Erst abhandeln, dann würfeln (116.2i).</translation>
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
        <translation type="vanished">Angehalten – {step}: {what} wurde ausgelöst. Erst abhandeln, dann würfeln (116.2i).</translation>
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
        <translation>Starte zuerst eine Partie.</translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>The planeswalking ability</source>
        <comment>ability.Planeswalking</comment>
        <translation>Die Weltenwanderfähigkeit</translation>
    </message>
    <message>
        <source>{card}&apos;s ability</source>
        <comment>ability.of_card</comment>
        <translation>Fähigkeit von {card}</translation>
    </message>
    <message>
        <source>the planeswalking ability</source>
        <comment>ability.planeswalking</comment>
        <translation>die Weltenwanderfähigkeit</translation>
    </message>
    <message>
        <source>add effect</source>
        <comment>action.add_effect</comment>
        <translation>Effekt hinzufügen</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>action.chaos</comment>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>action.choose</comment>
        <translation>Wählen</translation>
    </message>
    <message>
        <source>commander cast</source>
        <comment>action.commander_cast</comment>
        <translation>Commander wirken</translation>
    </message>
    <message>
        <source>commander damage</source>
        <comment>action.commander_damage</comment>
        <translation>Commander-Schaden</translation>
    </message>
    <message>
        <source>counter</source>
        <comment>action.counter</comment>
        <translation>Marke ändern</translation>
    </message>
    <message>
        <source>designation</source>
        <comment>action.designation</comment>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>end effect</source>
        <comment>action.end_effect</comment>
        <translation>Effekt beenden</translation>
    </message>
    <message>
        <source>end turn</source>
        <comment>action.end_turn</comment>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>extra beginning</source>
        <comment>action.extra_beginning</comment>
        <translation>Zusätzliche Anfangsphase</translation>
    </message>
    <message>
        <source>extra combat</source>
        <comment>action.extra_combat</comment>
        <translation>Zusätzliche Kampfphase</translation>
    </message>
    <message>
        <source>extra turn</source>
        <comment>action.extra_turn</comment>
        <translation>Zusatzzug</translation>
    </message>
    <message>
        <source>flip coin</source>
        <comment>action.flip_coin</comment>
        <translation>Münzwurf</translation>
    </message>
    <message>
        <source>goto</source>
        <comment>action.goto</comment>
        <translation>Zu Segment springen</translation>
    </message>
    <message>
        <source>leave</source>
        <comment>action.leave</comment>
        <translation>Partie verlassen</translation>
    </message>
    <message>
        <source>life</source>
        <comment>action.life</comment>
        <translation>Lebenspunkte ändern</translation>
    </message>
    <message>
        <source>move</source>
        <comment>action.move</comment>
        <translation>Spiel bewegen</translation>
    </message>
    <message>
        <source>next step</source>
        <comment>action.next_step</comment>
        <translation>Nächstes Segment</translation>
    </message>
    <message>
        <source>next turn</source>
        <comment>action.next_turn</comment>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>action.planeswalk</comment>
        <translation>Weltenwandern</translation>
    </message>
    <message>
        <source>player counter</source>
        <comment>action.player_counter</comment>
        <translation>Spielermarke ändern</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>action.poison</comment>
        <translation>Giftmarken ändern</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>action.remove</comment>
        <translation>Vom Stapel entfernen</translation>
    </message>
    <message>
        <source>resolve</source>
        <comment>action.resolve</comment>
        <translation>Verrechnen</translation>
    </message>
    <message>
        <source>reverse turn order</source>
        <comment>action.reverse_turn_order</comment>
        <translation>Zugreihenfolge umkehren</translation>
    </message>
    <message>
        <source>roll</source>
        <comment>action.roll</comment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>table counter</source>
        <comment>action.table_counter</comment>
        <translation>Marke setzen (Tischkorrektur)</translation>
    </message>
    <message>
        <source>table planeswalk</source>
        <comment>action.table_planeswalk</comment>
        <translation>Weltenwandern (Tischkorrektur)</translation>
    </message>
    <message>
        <source>table put</source>
        <comment>action.table_put</comment>
        <translation>Karte bewegen (Tischkorrektur)</translation>
    </message>
    <message>
        <source>table reveal</source>
        <comment>action.table_reveal</comment>
        <translation>Aufdecken (Tischkorrektur)</translation>
    </message>
    <message>
        <source>table shuffle</source>
        <comment>action.table_shuffle</comment>
        <translation>Mischen (Tischkorrektur)</translation>
    </message>
    <message>
        <source>token</source>
        <comment>action.token</comment>
        <translation>Spielsteine</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>action.trigger</comment>
        <translation>Auslösung</translation>
    </message>
    <message>
        <source>{player} must choose {prompt}</source>
        <comment>busy.must_choose</comment>
        <translation>{player} muss wählen: {prompt}</translation>
    </message>
    <message>
        <source>{sources:list} triggered</source>
        <comment>busy.triggered</comment>
        <translation>ausgelöst: {sources:list}</translation>
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
        <translation>unbekannter Kartenname {given}</translation>
    </message>
    <message>
        <source>unknown card name {given}; did you mean {suggestions:or}?</source>
        <comment>card.unknown_suggest</comment>
        <translation>unbekannter Kartenname {given}; meintest du {suggestions:or}?</translation>
    </message>
    <message>
        <source>{card} (#{id})</source>
        <comment>card.with_id</comment>
        <translation>{card} (#{id})</translation>
    </message>
    <message>
        <source>In what order do {cards:and} go to the bottom of {deck}? The first is nearest the top.</source>
        <comment>choice.bottom_order</comment>
        <translation>In welcher Reihenfolge kommen {cards:and} unter {deck}? Die erste liegt der Oberseite am nächsten.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every card once, nearest the top first, or &quot;keep&quot;: {options:semi}</source>
        <comment>choice.every_card_once</comment>
        <translation>&apos;choose&apos;: jede Karte genau einmal aufführen, die oberste zuerst, oder &quot;keep&quot;: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every player once, in the order that receives the life totals as listed: {options:semi}</source>
        <comment>choice.every_player_once</comment>
        <translation>&apos;choose&apos;: jeden Spieler genau einmal aufführen, in der Reihenfolge, in der sie die aufgeführten Lebenspunktestände erhalten: {options:semi}</translation>
    </message>
    <message>
        <source>{player} must first choose: {prompt}</source>
        <comment>choice.first</comment>
        <translation>{player} muss zuerst wählen: {prompt}</translation>
    </message>
    <message>
        <source>{player} must first choose the mode of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_mode</comment>
        <translation>{player} muss zuerst den Modus der Fähigkeit von {source} wählen (#{id})</translation>
    </message>
    <message>
        <source>{player} must first choose the target of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_target</comment>
        <translation>{player} muss zuerst das Ziel der Fähigkeit von {source} wählen (#{id})</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: index {index} is out of range 0-{last}</source>
        <comment>choice.index_out_of_range</comment>
        <translation>&apos;choose&apos;: Index {index} liegt außerhalb von 0–{last}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: a list choice holds option strings or indexes</source>
        <comment>choice.list_of_options</comment>
        <translation>&apos;choose&apos;: eine Listenwahl enthält Options-Strings oder Indizes</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: an option is listed twice</source>
        <comment>choice.listed_twice</comment>
        <translation>&apos;choose&apos;: eine Option ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right.</source>
        <comment>choice.map_move</comment>
        <translation>{player}, ziehe das Spiel nach oben, unten, links oder rechts.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right: {reason}.</source>
        <comment>choice.map_move.because</comment>
        <translation>{player}, ziehe das Spiel nach oben, unten, links oder rechts: {reason}.</translation>
    </message>
    <message>
        <source>{player} must first choose where the game moves on the Eternities Map</source>
        <comment>choice.map_move_first</comment>
        <translation>{player} muss zuerst wählen, wohin das Spiel auf der Karte der Ewigkeiten zieht</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space.</source>
        <comment>choice.map_move_or_hellride</comment>
        <translation>{player}, ziehe das Spiel nach oben, unten, links oder rechts oder mach einen Höllenritt diagonal auf ein leeres Feld.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space: {reason}.</source>
        <comment>choice.map_move_or_hellride.because</comment>
        <translation>{player}, ziehe das Spiel nach oben, unten, links oder rechts oder mach einen Höllenritt diagonal auf ein leeres Feld: {reason}.</translation>
    </message>
    <message>
        <source>{player}, choose where {cards:and} go: the game moves up, down, left or right, and the cards there are shuffled into the planar deck.</source>
        <comment>choice.map_place</comment>
        <translation>{player}, wähle, wohin {cards:and} kommen: Das Spiel zieht nach oben, unten, links oder rechts, und die Karten dort werden ins Weltendeck gemischt.</translation>
    </message>
    <message>
        <source>there is no choice to make now</source>
        <comment>choice.none</comment>
        <translation>jetzt gibt es nichts zu wählen</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: {given} is not one of the options: {options:semi}</source>
        <comment>choice.not_an_option</comment>
        <translation>&apos;choose&apos;: {given} ist keine der Optionen: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: this choice takes one option: {options:semi}</source>
        <comment>choice.one_option</comment>
        <translation>&apos;choose&apos;: diese Wahl nimmt eine Option: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list all {count} options in order, or name the one to resolve first</source>
        <comment>choice.order_all_or_one</comment>
        <translation>&apos;choose&apos;: alle {count} Optionen in Reihenfolge aufführen oder die nennen, die zuerst verrechnet wird</translation>
    </message>
    <message>
        <source>the order of {count} triggered abilities you control (list them first to resolve first)</source>
        <comment>choice.order_triggers</comment>
        <translation>die Reihenfolge von {count} ausgelösten Fähigkeiten, die du kontrollierst (zuerst aufgeführte werden zuerst verrechnet)</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {least} or more, got {given}</source>
        <comment>command.at_least</comment>
        <translation>{cmd!r}: {key!r} muss mindestens {least} sein, nicht {given}</translation>
    </message>
    <message>
        <source>{cmd!r}: {given} is not a usable file path</source>
        <comment>command.bad_path</comment>
        <translation>{cmd!r}: {given} ist kein brauchbarer Dateipfad</translation>
    </message>
    <message>
        <source>{cmd!r}: {problem}</source>
        <comment>command.bad_value</comment>
        <translation>{cmd!r}: {problem}</translation>
    </message>
    <message>
        <source>the engine can&apos;t apply {action}</source>
        <comment>command.cannot_apply</comment>
        <translation>die Engine kann {action} nicht anwenden</translation>
    </message>
    <message>
        <source>{cmd!r}: {detail}</source>
        <comment>command.cannot_build</comment>
        <translation>{cmd!r}: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;kind&apos; must name the counter, e.g. &quot;scroll&quot;</source>
        <comment>command.counter_kind</comment>
        <translation>{cmd!r}: &apos;kind&apos; muss die Marke benennen, z. B. &quot;scroll&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} needs exactly one of &apos;delta&apos; or &apos;set&apos;</source>
        <comment>command.delta_or_set</comment>
        <translation>{cmd!r} braucht genau eines von &apos;delta&apos; oder &apos;set&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be empty</source>
        <comment>command.empty_field</comment>
        <translation>{cmd!r}: {key!r} darf nicht leer sein</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes {allowed:list}</source>
        <comment>command.extra_fields</comment>
        <translation>{cmd!r} nimmt kein {given}; es nimmt {allowed:list}</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes no fields</source>
        <comment>command.extra_fields_none</comment>
        <translation>{cmd!r} nimmt kein {given}; es nimmt keine Felder</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {value!r}</source>
        <comment>command.field_bool</comment>
        <translation>{cmd!r}: {key!r} muss {types:orwords} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{cmd!r} needs {key!r}</source>
        <comment>command.field_missing</comment>
        <translation>{cmd!r} braucht {key!r}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {given}</source>
        <comment>command.field_type</comment>
        <translation>{cmd!r}: {key!r} muss {types:orwords} sein, nicht {given}</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <comment>command.internal_error</comment>
        <translation>interner Fehler: {kind}: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} has {length} entries; at most {limit} are allowed</source>
        <comment>command.list_too_long</comment>
        <translation>{cmd!r}: {key} hat {length} Einträge; erlaubt sind höchstens {limit}</translation>
    </message>
    <message>
        <source>malformed JSON: {detail} {where}</source>
        <comment>command.malformed_json</comment>
        <translation>fehlerhaftes JSON: {detail} {where}</translation>
    </message>
    <message>
        <source>{cmd!r} needs a &apos;path&apos; string</source>
        <comment>command.needs_path</comment>
        <translation>{cmd!r} braucht einen &apos;path&apos;-String</translation>
    </message>
    <message>
        <source>a command needs a &quot;cmd&quot; string</source>
        <comment>command.no_cmd</comment>
        <translation>ein Befehl braucht einen &quot;cmd&quot;-String</translation>
    </message>
    <message>
        <source>{cmd!r} takes no fields; got {given}</source>
        <comment>command.no_fields</comment>
        <translation>{cmd!r} nimmt keine Felder, erhielt aber {given}</translation>
    </message>
    <message>
        <source>no game yet: start one with {{&quot;cmd&quot;: &quot;new&quot;, ...}} or load a save</source>
        <comment>command.no_game</comment>
        <translation>noch keine Partie: starte eine mit {{&quot;cmd&quot;: &quot;new&quot;, ...}} oder lade einen Spielstand</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be a list of strings</source>
        <comment>command.not_names</comment>
        <translation>{cmd!r}: {key} muss eine Liste von Strings sein</translation>
    </message>
    <message>
        <source>a command must be a JSON object like {{&quot;cmd&quot;: &quot;{example}&quot;}}</source>
        <comment>command.not_object</comment>
        <translation>ein Befehl muss ein JSON-Objekt sein, etwa {{&quot;cmd&quot;: &quot;{example}&quot;}}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be one of {allowed:list}; got {given}</source>
        <comment>command.not_one_of</comment>
        <translation>{cmd!r}: {key!r} muss eines von {allowed:list} sein, nicht {given}</translation>
    </message>
    <message>
        <source>{cmd!r} takes only &apos;path&apos;</source>
        <comment>command.only_path</comment>
        <translation>{cmd!r} nimmt nur &apos;path&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be within ±{limit:,}, got {given}</source>
        <comment>command.out_of_range</comment>
        <translation>{cmd!r}: {key} muss innerhalb von ±{limit:,} liegen, nicht {given}</translation>
    </message>
    <message>
        <source>&apos;rulings&apos; takes a &apos;card&apos; name</source>
        <comment>command.rulings_need_card</comment>
        <translation>&apos;rulings&apos; nimmt einen &apos;card&apos;-Namen</translation>
    </message>
    <message>
        <source>{problem:cap}.</source>
        <comment>command.sentence</comment>
        <translation>{problem:cap}.</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} is {length} characters long; at most {limit} are allowed</source>
        <comment>command.text_too_long</comment>
        <translation>{cmd!r}: {key} ist {length} Zeichen lang; erlaubt sind höchstens {limit}</translation>
    </message>
    <message>
        <source>unknown command {given}</source>
        <comment>command.unknown</comment>
        <translation>unbekannter Befehl {given}</translation>
    </message>
    <message>
        <source>{given} is not a usable file path ({detail})</source>
        <comment>command.unusable_path</comment>
        <translation>{given} ist kein brauchbarer Dateipfad ({detail})</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be 0</source>
        <comment>command.zero</comment>
        <translation>{cmd!r}: {key!r} darf nicht 0 sein</translation>
    </message>
    <message>
        <source>{player}&apos;s commanders need names of 1-{most} characters without &apos;/&apos;</source>
        <comment>commander.bad_names</comment>
        <translation>die Commander von {player} brauchen Namen mit 1–{most} Zeichen ohne &apos;/&apos;</translation>
    </message>
    <message>
        <source>{commander} has been cast {count:,} times; that is past any real game</source>
        <comment>commander.cast_too_often</comment>
        <translation>{commander} wurde {count:,}-mal gewirkt; das übersteigt jede echte Partie</translation>
    </message>
    <message>
        <source>{player} has taken {taken} damage from {owner}/{commander}; can&apos;t take away {amount}</source>
        <comment>commander.damage_below_zero</comment>
        <translation>{player} hat {taken} Schaden von {owner}/{commander} erlitten; {amount} abziehen geht nicht</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; names the dealing player &apos;from&apos;</source>
        <comment>commander.damage_from_not_source</comment>
        <translation>&apos;commander_damage&apos; nennt den Schaden zufügenden Spieler &apos;from&apos;</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by a teammate&apos;s commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_mate</comment>
        <translation>{player} kann keinen Commander-Schaden vom Commander eines Teamkollegen erleiden; 903.10a zählt Schaden von Commandern der Gegner</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; needs &apos;from&apos; (the commander&apos;s owner)</source>
        <comment>commander.damage_needs_from</comment>
        <translation>&apos;commander_damage&apos; braucht &apos;from&apos; (den Besitzer des Commanders)</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by their own commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_own</comment>
        <translation>{player} kann keinen Commander-Schaden vom eigenen Commander erleiden; 903.10a zählt Schaden von Commandern der Gegner</translation>
    </message>
    <message>
        <source>{player} has {count} commanders; a player has one, or two partners (or a background)</source>
        <comment>commander.how_many</comment>
        <translation>{player} hat {count} Commander; ein Spieler hat einen oder zwei Partner (oder einen Hintergrund)</translation>
    </message>
    <message>
        <source>{player} has two commanders ({commanders:list}); name one with &apos;commander&apos;</source>
        <comment>commander.name_one</comment>
        <translation>{player} hat zwei Commander ({commanders:list}); nenne einen mit &apos;commander&apos;</translation>
    </message>
    <message>
        <source>this game has no commanders; start it in the commander format or name them with &apos;commanders&apos; (903)</source>
        <comment>commander.none_in_game</comment>
        <translation>diese Partie hat keine Commander; starte sie im Format Commander oder nenne sie mit &apos;commanders&apos; (903)</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names {given}, who is not one of the players ({players:list})</source>
        <comment>commander.not_a_player</comment>
        <translation>&apos;commanders&apos; nennt {given}, aber das ist keiner der Spieler ({players:list})</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names a player twice</source>
        <comment>commander.player_twice</comment>
        <translation>&apos;commanders&apos; nennt einen Spieler zweimal</translation>
    </message>
    <message>
        <source>{player}&apos;s two commanders need different names</source>
        <comment>commander.same_names</comment>
        <translation>die zwei Commander von {player} brauchen verschiedene Namen</translation>
    </message>
    <message>
        <source>{player} has no commander named {given}; their commanders: {commanders:list}</source>
        <comment>commander.unknown</comment>
        <translation>{player} hat keinen Commander namens {given}; die Commander: {commanders:list}</translation>
    </message>
    <message>
        <source>{card} has {value:,} {kind} {value:plural:counter|counters}</source>
        <comment>correction.counters</comment>
        <translation>{card} hat {value:,} {kind}-{value:plural:Marke|Marken}</translation>
    </message>
    <message>
        <source>{card} has no {kind} counters</source>
        <comment>correction.counters_none</comment>
        <translation>{card} hat keine {kind}-Marken</translation>
    </message>
    <message>
        <source>{given} is face up; table_planeswalk turns up a card in a planar deck</source>
        <comment>correction.face_up.table_planeswalk</comment>
        <translation>{given} liegt offen; table_planeswalk deckt eine Karte aus einem Weltendeck auf</translation>
    </message>
    <message>
        <source>{given} is face up; table_put moves a card in a planar deck</source>
        <comment>correction.face_up.table_put</comment>
        <translation>{given} liegt offen; table_put bewegt eine Karte in einem Weltendeck</translation>
    </message>
    <message>
        <source>{given} is in no planar deck</source>
        <comment>correction.in_no_deck</comment>
        <translation>{given} ist in keinem Weltendeck</translation>
    </message>
    <message>
        <source>{card} left the game with its owner, {owner}</source>
        <comment>correction.left_with_owner</comment>
        <translation>{card} hat die Partie mit dem Besitzer {owner} verlassen</translation>
    </message>
    <message>
        <source>this game has no shared planar deck; name a player&apos;s deck</source>
        <comment>correction.no_shared_deck</comment>
        <translation>diese Partie hat kein gemeinsames Weltendeck; nenne das Deck eines Spielers</translation>
    </message>
    <message>
        <source>{given} is not in {deck}</source>
        <comment>correction.not_in_deck</comment>
        <translation>{given} ist nicht darin: {deck}</translation>
    </message>
    <message>
        <source>{player} planeswalks to {card} (the table says so)</source>
        <comment>correction.planeswalks</comment>
        <translation>{player} weltenwandert zu {card} (der Tisch will es so)</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>correction.put_on_bottom</comment>
        <translation>{card} kommt unter {deck}</translation>
    </message>
    <message>
        <source>{card} goes on top of {deck}</source>
        <comment>correction.put_on_top</comment>
        <translation>{card} kommt oben auf {deck}</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} card(s); can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation type="vanished">&apos;table_reveal&apos;: {deck} hat {count} Karte(n); {n} aufdecken geht nicht</translation>
    </message>
    <message>
        <source>{player} reveals {n:plural:the top card|the top {n} cards} of {deck}</source>
        <comment>correction.reveals</comment>
        <translation>{player} deckt {n:plural:die oberste Karte|die obersten {n} Karten} auf ({deck})</translation>
    </message>
    <message>
        <source>{deck:cap} is shuffled</source>
        <comment>correction.shuffled</comment>
        <translation>{deck:cap} wird gemischt</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} counter(s); can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation type="vanished">{owner} hat {count} {kind}-Marke(n); {remove} entfernen geht nicht</translation>
    </message>
    <message>
        <source>{given} is face up more than once ({shown:list}); name it by id</source>
        <comment>counter.face_up_twice</comment>
        <translation>{given} liegt mehrfach offen ({shown:list}); nenne es per ID</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: {shown:list}</source>
        <comment>counter.not_face_up</comment>
        <translation>{given} liegt nicht offen; offen: {shown:list}</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: nothing</source>
        <comment>counter.not_face_up_nothing</comment>
        <translation>{given} liegt nicht offen; offen: nichts</translation>
    </message>
    <message>
        <source>{player} has {count} poison counter(s); can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation type="vanished">{player} hat {count} Giftmarke(n); weniger als 0 geht nicht</translation>
    </message>
    <message>
        <source>{player} has {count} {token} token(s); {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation type="vanished">{player} hat {count}× Spielstein {token}; {leave} können nicht gehen</translation>
    </message>
    <message>
        <source>The Eternities Map&apos;s planar deck</source>
        <comment>deck.Map</comment>
        <translation>Das Weltendeck der Karte der Ewigkeiten</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <comment>deck.Shared</comment>
        <translation>Das gemeinsame Weltendeck</translation>
    </message>
    <message>
        <source>holds {cards:list} more than once; each card must have a different English name</source>
        <comment>deck.duplicates</comment>
        <translation>enthält {cards:list} mehrfach; jede Karte muss einen anderen englischen Namen haben</translation>
    </message>
    <message>
        <source>{whose} {problems:andit}</source>
        <comment>deck.illegal</comment>
        <translation>{whose} {problems:andit}</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <comment>deck.line_problem</comment>
        <translation>Zeile {line}: {problem}</translation>
    </message>
    <message>
        <source>line {line}: {given} copies of one card; at most {most} are read, and a planar deck holds each card once (901.3)</source>
        <comment>deck.line_too_many_copies</comment>
        <translation>Zeile {line}: {given} Exemplare einer Karte; gelesen werden höchstens {most}, und ein Weltendeck enthält jede Karte nur einmal (901.3)</translation>
    </message>
    <message>
        <source>{problems:semi}</source>
        <comment>deck.list_problems</comment>
        <translation>{problems:semi}</translation>
    </message>
    <message>
        <source>{problems:semi}; and {more} more lines</source>
        <comment>deck.list_problems_more</comment>
        <translation>{problems:semi}; und {more} weitere Zeilen</translation>
    </message>
    <message>
        <source>the deck list is {length:,} characters long; at most {limit:,} are read</source>
        <comment>deck.list_too_long</comment>
        <translation>die Deckliste ist {length:,} Zeichen lang; gelesen werden höchstens {limit:,}</translation>
    </message>
    <message>
        <source>the deck list has {lines:,} lines; at most {limit:,} are read</source>
        <comment>deck.list_too_many_lines</comment>
        <translation>die Deckliste hat {lines:,} Zeilen; gelesen werden höchstens {limit:,}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <comment>deck.owned</comment>
        <translation>das Weltendeck von {owner}</translation>
    </message>
    <message>
        <source>the shared planar deck</source>
        <comment>deck.shared</comment>
        <translation>das gemeinsame Weltendeck</translation>
    </message>
    <message>
        <source>a deck needs at least one card, not {size}</source>
        <comment>deck.size_below_one</comment>
        <translation>ein Deck braucht mindestens eine Karte, nicht {size}</translation>
    </message>
    <message>
        <source>the chosen sets hold too few cards for a deck of {size}</source>
        <comment>deck.too_few_in_sets</comment>
        <translation>die gewählten Editionen enthalten zu wenige Karten für ein Deck mit {size}</translation>
    </message>
    <message>
        <source>has {count} {count:plural:phenomenon|phenomena} ({cards:list}); at most {most} are allowed</source>
        <comment>deck.too_many_phenomena</comment>
        <translation>hat {count} {count:plural:Phänomen|Phänomene} ({cards:list}); erlaubt sind höchstens {most}</translation>
    </message>
    <message>
        <source>has {size} {size:plural:card|cards}; it needs at least {minimum}</source>
        <comment>deck.too_small</comment>
        <translation>hat {size} {size:plural:Karte|Karten}; nötig sind mindestens {minimum}</translation>
    </message>
    <message>
        <source>{owner}: {problems:semi}</source>
        <comment>deck.unknown_cards</comment>
        <translation>{owner}: {problems:semi}</translation>
    </message>
    <message>
        <source>unknown set {given:list}; the sets are {sets:list}</source>
        <comment>deck.unknown_sets</comment>
        <translation>unbekannte Edition {given:list}; die Editionen sind {sets:list}</translation>
    </message>
    <message>
        <source>down</source>
        <comment>direction.down</comment>
        <translation>unten</translation>
    </message>
    <message>
        <source>down left</source>
        <comment>direction.down_left</comment>
        <translation>unten links</translation>
    </message>
    <message>
        <source>down right</source>
        <comment>direction.down_right</comment>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>left</source>
        <comment>direction.left</comment>
        <translation>links</translation>
    </message>
    <message>
        <source>right</source>
        <comment>direction.right</comment>
        <translation>rechts</translation>
    </message>
    <message>
        <source>up</source>
        <comment>direction.up</comment>
        <translation>oben</translation>
    </message>
    <message>
        <source>up left</source>
        <comment>direction.up_left</comment>
        <translation>oben links</translation>
    </message>
    <message>
        <source>up right</source>
        <comment>direction.up_right</comment>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>&apos;add_effect&apos;: an effect until your next turn needs &apos;player&apos;</source>
        <comment>effect.next_turn_needs_player</comment>
        <translation>&apos;add_effect&apos;: ein Effekt bis zu deinem nächsten Zug braucht &apos;player&apos;</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: {ids:ids}</source>
        <comment>effect.unknown</comment>
        <translation>kein aktiver Effekt #{id}; aktive Effekte: {ids:ids}</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: none</source>
        <comment>effect.unknown_none</comment>
        <translation>kein aktiver Effekt #{id}; aktive Effekte: keine</translation>
    </message>
    <message>
        <source>{source} leaves the stack: {reason}</source>
        <comment>event.ability_removed</comment>
        <translation>{source} verlässt den Stapel: {reason}</translation>
    </message>
    <message>
        <source>{source} resolves</source>
        <comment>event.ability_resolved</comment>
        <translation>{source} wird verrechnet</translation>
    </message>
    <message>
        <source>{source} triggers ({reason}), controlled by {controller}</source>
        <comment>event.ability_triggered</comment>
        <translation>{source} löst aus ({reason}), Beherrscher: {controller}</translation>
    </message>
    <message>
        <source>{card}: {count} {count:plural:ruling|rulings}</source>
        <comment>event.card_info</comment>
        <translation>{card}: {count} {count:plural:Regelhinweis|Regelhinweise}</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>event.card_to_bottom</comment>
        <translation>{card} kommt unter {deck}</translation>
    </message>
    <message>
        <source>Face up: {card} (from {deck})</source>
        <comment>event.card_turned_face_up</comment>
        <translation>Offen: {card} ({deck})</translation>
    </message>
    <message>
        <source>Encountered: {card} (from {deck})</source>
        <comment>event.card_turned_face_up.phenomenon</comment>
        <translation>Begegnung: {card} ({deck})</translation>
    </message>
    <message>
        <source>Revealed from {deck}: {cards:list}</source>
        <comment>event.cards_revealed</comment>
        <translation>Aufgedeckt ({deck}): {cards:list}</translation>
    </message>
    <message>
        <source>Revealed from {deck}: nothing</source>
        <comment>event.cards_revealed.nothing</comment>
        <translation>Aufgedeckt ({deck}): nichts</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <comment>event.chaos_ensued</comment>
        <translation>Das Chaos bricht herein</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <comment>event.chaos_ensued.card</comment>
        <translation>Auf {card} bricht das Chaos herein</translation>
    </message>
    <message>
        <source>{player}&apos;s choice for {source} is cancelled: {reason}</source>
        <comment>event.choice_cancelled</comment>
        <translation>Die Wahl von {player} für {source} ist abgebrochen: {reason}</translation>
    </message>
    <message>
        <source>{player} chose: {choice:then}</source>
        <comment>event.choice_made</comment>
        <translation>{player} wählte: {choice:then}</translation>
    </message>
    <message>
        <source>{player} must choose: {prompt}</source>
        <comment>event.choice_requested</comment>
        <translation>{player} muss wählen: {prompt}</translation>
    </message>
    <message>
        <source>{player} flips a coin: lost</source>
        <comment>event.coin_flipped.lost</comment>
        <translation>{player} wirft eine Münze: verloren</translation>
    </message>
    <message>
        <source>{player} flips a coin: won</source>
        <comment>event.coin_flipped.won</comment>
        <translation>{player} wirft eine Münze: gewonnen</translation>
    </message>
    <message>
        <source>{player} cast {commander} from the command zone (cast {casts} {casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more next time</source>
        <comment>event.commander_cast</comment>
        <translation>{player} wirkte {commander} aus der Kommandozone ({casts} {casts:plural:Mal|Mal} gewirkt); 903.8: Nächstes Mal kostet er {{{next_tax}}} mehr</translation>
    </message>
    <message>
        <source>{owner}&apos;s {commander} dealt {amount} combat damage to {player} ({total} in all)</source>
        <comment>event.commander_damaged</comment>
        <translation>{commander} ({owner}) fügte {player} {amount} Kampfschaden zu (insgesamt {total})</translation>
    </message>
    <message>
        <source>Corrected: {amount} less damage from {owner}&apos;s {commander} to {player} ({total} in all)</source>
        <comment>event.commander_damaged.corrected</comment>
        <translation>Korrigiert: {amount} Schaden weniger von {commander} ({owner}) an {player} (insgesamt {total})</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation type="vanished">{card} erhält {n} {kind}-Marke(n): jetzt {count}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation type="vanished">{card} verliert {n} {kind}-Marke(n): jetzt {count}</translation>
    </message>
    <message>
        <source>{player}: {designations:list}</source>
        <comment>event.designation_changed</comment>
        <translation>{player}: {designations:list}</translation>
    </message>
    <message>
        <source>{player}: no designations</source>
        <comment>event.designation_changed.none</comment>
        <translation>{player}: keine Bezeichnungen</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}): {face}</source>
        <comment>event.die_rolled</comment>
        <translation>{roller} würfelt den Weltenwürfel ({how}, {source}): {face}</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}, confidence {confidence:.2f}): {face}</source>
        <comment>event.die_rolled.confidence</comment>
        <translation>{roller} würfelt den Weltenwürfel ({how}, {source}, Sicherheit {confidence:.2f}): {face}</translation>
    </message>
    <message>
        <source>Effect: {text} (until {until:words})</source>
        <comment>event.effect_began</comment>
        <translation>Effekt: {text} (bis {until:words})</translation>
    </message>
    <message>
        <source>Effect ends ({reason}): {text}</source>
        <comment>event.effect_ended</comment>
        <translation>Effekt endet ({reason}): {text}</translation>
    </message>
    <message>
        <source>{player} will take an extra turn after this one</source>
        <comment>event.extra_turn_added</comment>
        <translation>{player} macht nach diesem Zug einen Zusatzzug</translation>
    </message>
    <message>
        <source>Game over: {winner} wins</source>
        <comment>event.game_over</comment>
        <translation>Partie vorbei: {winner} gewinnt</translation>
    </message>
    <message>
        <source>Game over: nobody is left</source>
        <comment>event.game_over.nobody</comment>
        <translation>Partie vorbei: Niemand ist übrig</translation>
    </message>
    <message>
        <source>Game over: {team:team} win</source>
        <comment>event.game_over.team</comment>
        <translation>Partie vorbei: {team:team} gewinnen</translation>
    </message>
    <message>
        <source>New game: {players:list} with a planar deck each; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started</comment>
        <translation>Neue Partie: {players:list} mit je einem Weltendeck; {starting_player} beginnt (Seed {seed})</translation>
    </message>
    <message>
        <source>New game: {players:list} with one shared planar deck; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started.shared</comment>
        <translation>Neue Partie: {players:list} mit einem gemeinsamen Weltendeck; {starting_player} beginnt (Seed {seed})</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <comment>event.instruction</comment>
        <translation>{player}: {text}</translation>
    </message>
    <message>
        <source>{player}&apos;s life: {old} → {new}</source>
        <comment>event.life_changed</comment>
        <translation>Lebenspunkte von {player}: {old} → {new}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <comment>event.loaded</comment>
        <translation>Geladen: {path}</translation>
    </message>
    <message>
        <source>{names:list} {count:plural:is|are} collected from the Eternities Map and shuffled into the planar deck</source>
        <comment>event.map_collected</comment>
        <translation>{names:list} {count:plural:wird|werden} von der Karte der Ewigkeiten eingesammelt und ins Weltendeck gemischt</translation>
    </message>
    <message>
        <source>{name} is dealt onto the Eternities Map at ({x}, {y})</source>
        <comment>event.map_dealt</comment>
        <translation>{name} wird auf der Karte der Ewigkeiten bei ({x}, {y}) ausgeteilt</translation>
    </message>
    <message>
        <source>{player} moves {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved</comment>
        <translation>{player} zieht auf der Karte der Ewigkeiten nach {direction:dir}, von ({from_x}, {from_y}) nach ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>{player} hellrides {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved.hellride</comment>
        <translation>{player} macht auf der Karte der Ewigkeiten einen Höllenritt nach {direction:dir}, von ({from_x}, {from_y}) nach ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>Additional {phases} after this phase</source>
        <comment>event.phases_added</comment>
        <translation>Nach dieser Phase zusätzlich: {phases}</translation>
    </message>
    <message>
        <source>{new} is now the planar controller ({rule})</source>
        <comment>event.planar_controller_changed</comment>
        <translation>{new} ist jetzt Weltenbeherrscher ({rule})</translation>
    </message>
    <message>
        <source>{player} planeswalks from {away:list} to {to}</source>
        <comment>event.planeswalked</comment>
        <translation>{player} weltenwandert von {away:list} zu {to}</translation>
    </message>
    <message>
        <source>{player} planeswalks from nothing to {to}</source>
        <comment>event.planeswalked.from_nothing</comment>
        <translation>{player} weltenwandert aus dem Nichts zu {to}</translation>
    </message>
    <message>
        <source>{source} selects {player} at random</source>
        <comment>event.player_chosen_at_random</comment>
        <translation>{source} bestimmt zufällig {player}</translation>
    </message>
    <message>
        <source>The app selects {player} at random</source>
        <comment>event.player_chosen_at_random.by_app</comment>
        <translation>Die App bestimmt zufällig {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {kind} counters: {old} → {new}</source>
        <comment>event.player_counters_changed</comment>
        <translation>{kind}-Marken von {player}: {old} → {new}</translation>
    </message>
    <message>
        <source>{player} would lose the game ({reason}): the table confirms</source>
        <comment>event.player_flagged</comment>
        <translation>{player} würde die Partie verlieren ({reason}): Der Tisch bestätigt</translation>
    </message>
    <message>
        <source>{player} leaves the game</source>
        <comment>event.player_left</comment>
        <translation>{player} verlässt die Partie</translation>
    </message>
    <message>
        <source>{player} leaves the game; their planar cards leave with them ({count})</source>
        <comment>event.player_left.cards</comment>
        <translation>{player} verlässt die Partie; die eigenen Weltenkarten gehen mit ({count})</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <comment>event.redone</comment>
        <translation>Wiederholt: {action}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <comment>event.saved</comment>
        <translation>Gespeichert unter {path}</translation>
    </message>
    <message>
        <source>103.7: {card} is a phenomenon; it goes to the bottom without triggering</source>
        <comment>event.setup_phenomenon_skipped</comment>
        <translation>103.7: {card} ist ein Phänomen; es kommt nach unten, ohne auszulösen</translation>
    </message>
    <message>
        <source>Starting plane: {card} (no abilities trigger, 901.5)</source>
        <comment>event.starting_plane</comment>
        <translation>Startwelt: {card} (keine Fähigkeiten lösen aus, 901.5)</translation>
    </message>
    <message>
        <source>{player}&apos;s {step:step}</source>
        <comment>event.step_began</comment>
        <translation>{player}: {step:step}</translation>
    </message>
    <message>
        <source>Stopped at the {step:step}: {reason}</source>
        <comment>event.stopped</comment>
        <translation>Angehalten ({step:step}): {reason}</translation>
    </message>
    <message>
        <source>Table correction: {text}</source>
        <comment>event.table_correction</comment>
        <translation>Tischkorrektur: {text}</translation>
    </message>
    <message>
        <source>{player} chose {choice:list} as the target of {ability}</source>
        <comment>event.target_chosen</comment>
        <translation>{player} wählte {choice:list} als Ziel ({ability})</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s): {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation type="vanished">{player} erzeugt {n}× Spielstein {name}: insgesamt {count}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s) (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation type="vanished">{player} erzeugt {n}× Spielstein {name} (verdoppelt durch Die Selesnija-Dachgärten): insgesamt {count}</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} {count:plural:card|cards}; can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation>&apos;table_reveal&apos;: {deck} hat {count} {count:plural:Karte|Karten}; {n} aufdecken geht nicht</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} {count:plural:counter|counters}; can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation>{owner} hat {count} {kind}-{count:plural:Marke|Marken}; {remove} entfernen geht nicht</translation>
    </message>
    <message>
        <source>{player} has {count} poison {count:plural:counter|counters}; can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation>{player} hat {count} {count:plural:Giftmarke|Giftmarken}; weniger als 0 geht nicht</translation>
    </message>
    <message>
        <source>{player} has {count} {token} {count:plural:token|tokens}; {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation>{player} hat {count} {token}-{count:plural:Spielstein|Spielsteine}; {leave} können nicht gehen</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation>{card} erhält {n} {kind}-{n:plural:Marke|Marken}: jetzt {count}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation>{card} verliert {n} {kind}-{n:plural:Marke|Marken}: jetzt {count}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens}: {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation>{player} erzeugt {n} {name}-{n:plural:Spielstein|Spielsteine}: insgesamt {count}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens} (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation>{player} erzeugt {n} {name}-{n:plural:Spielstein|Spielsteine} (verdoppelt durch Die Selesnija-Dachgärten): insgesamt {count}</translation>
    </message>
    <message>
        <source>{player}&apos;s {name} tokens: {n} left the battlefield, {count} remain</source>
        <comment>event.tokens_left</comment>
        <translation>Spielsteine {name} von {player}: {n} haben das Spielfeld verlassen, {count} bleiben</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <comment>event.turn_began</comment>
        <translation>Zug {turn}: {player} ist am Zug</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s extra turn</source>
        <comment>event.turn_began.extra</comment>
        <translation>Zug {turn}: Zusatzzug von {player}</translation>
    </message>
    <message>
        <source>The turn ends (723): {player}&apos;s turn skips to its cleanup step</source>
        <comment>event.turn_ended</comment>
        <translation>Der Zug endet (723): Der Zug von {player} springt zum Aufräumsegment</translation>
    </message>
    <message>
        <source>Turn order reversed: {order:arrow}</source>
        <comment>event.turn_order_reversed</comment>
        <translation>Zugreihenfolge umgekehrt: {order:arrow}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <comment>event.undone</comment>
        <translation>Rückgängig: {action}</translation>
    </message>
    <message>
        <source>at character {at}</source>
        <comment>input.at_character</comment>
        <translation>bei Zeichen {at}</translation>
    </message>
    <message>
        <source>at the end of {what}</source>
        <comment>input.at_end</comment>
        <translation>am Ende ({what})</translation>
    </message>
    <message>
        <source>{name} is not a number this input may hold</source>
        <comment>input.constant</comment>
        <translation>{name} ist keine Zahl, die diese Eingabe enthalten darf</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <comment>input.in</comment>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what} must be a number, not {given}</source>
        <comment>input.not_a_number</comment>
        <translation>{what} muss eine Zahl sein, nicht {given}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} {where}</source>
        <comment>input.not_json</comment>
        <translation>{what} ist kein gültiges JSON: {detail} {where}</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode</source>
        <comment>input.not_unicode</comment>
        <translation>{what} enthält Text, der kein gültiges Unicode ist</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode: {given}</source>
        <comment>input.not_unicode_quoted</comment>
        <translation>{what} enthält Text, der kein gültiges Unicode ist: {given}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (a bad byte at {at})</source>
        <comment>input.not_utf8</comment>
        <translation>{what} ist kein UTF-8-Text (ungültiges Byte bei {at})</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {given}</source>
        <comment>input.not_whole_number</comment>
        <translation>{what} muss eine ganze Zahl von {low} bis {high} sein, nicht {given}</translation>
    </message>
    <message>
        <source>{what} must be from {low:g} to {high:g}, not {given}</source>
        <comment>input.not_within</comment>
        <translation>{what} muss zwischen {low:g} und {high:g} liegen, nicht {given}</translation>
    </message>
    <message>
        <source>the number {given} is too large</source>
        <comment>input.number_too_large</comment>
        <translation>die Zahl {given} ist zu groß</translation>
    </message>
    <message>
        <source>the deck list</source>
        <comment>input.the_deck_list</comment>
        <translation>die Deckliste</translation>
    </message>
    <message>
        <source>the file</source>
        <comment>input.the_file</comment>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>the line</source>
        <comment>input.the_line</comment>
        <translation>die Zeile</translation>
    </message>
    <message>
        <source>{what} nests arrays or objects more than {limit} deep</source>
        <comment>input.too_deep</comment>
        <translation>{what} verschachtelt Arrays oder Objekte mehr als {limit} Ebenen tief</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} bytes</source>
        <comment>input.too_long</comment>
        <translation>{what} ist länger als {limit} Bytes</translation>
    </message>
    <message>
        <source>{what} is {size} bytes; at most {limit} are read</source>
        <comment>input.too_many_bytes</comment>
        <translation>{what} hat {size} Bytes; gelesen werden höchstens {limit}</translation>
    </message>
    <message>
        <source>the number {given} has more than {digits} digits</source>
        <comment>input.too_many_digits</comment>
        <translation>die Zahl {given} hat mehr als {digits} Ziffern</translation>
    </message>
    <message>
        <source>{what} can&apos;t be read: {detail}</source>
        <comment>input.unreadable</comment>
        <translation>{what} ist nicht lesbar: {detail}</translation>
    </message>
    <message>
        <source>{card} isn&apos;t face up: its {kind} counter counts for this ability only</source>
        <comment>instruction.counter_not_face_up</comment>
        <translation>{card} liegt nicht offen: Die {kind}-Marke zählt nur für diese Fähigkeit</translation>
    </message>
    <message>
        <source>The game can&apos;t move on the Eternities Map: the planar deck has no card to deal</source>
        <comment>instruction.map_stuck</comment>
        <translation>Das Spiel kann auf der Karte der Ewigkeiten nicht ziehen: Das Weltendeck hat keine Karte zum Austeilen</translation>
    </message>
    <message>
        <source>It isn&apos;t a main phase, so there is no additional combat phase</source>
        <comment>instruction.no_extra_combat</comment>
        <translation>Es ist keine Hauptphase, also gibt es keine zusätzliche Kampfphase</translation>
    </message>
    <message>
        <source>701.31a: only the planar controller ({controller}) may planeswalk, so {roller}&apos;s planeswalking ability does nothing</source>
        <comment>instruction.not_planar_controller</comment>
        <translation>701.31a: Nur der Weltenbeherrscher ({controller}) darf weltenwandern, also bewirkt die Weltenwanderfähigkeit von {roller} nichts</translation>
    </message>
    <message>
        <source>901.8: {roller}&apos;s planeswalking ability resolves; 701.31a: only the planar controller may planeswalk, so {player} planeswalks for the team</source>
        <comment>instruction.team_planeswalks</comment>
        <translation>901.8: Die Weltenwanderfähigkeit von {roller} wird verrechnet; 701.31a: Nur der Weltenbeherrscher darf weltenwandern, also weltenwandert {player} für das Team</translation>
    </message>
    <message>
        <source>103.8b: the team that goes first skips the draw step of its first turn</source>
        <comment>instruction.team_skips_draw</comment>
        <translation>103.8b: Das Team, das beginnt, überspringt das Ziehsegment seines ersten Zuges</translation>
    </message>
    <message>
        <source>The game can&apos;t move {direction:dir}: the planar deck has no card to deal there; move {options:list}.</source>
        <comment>map.cannot_move</comment>
        <translation>Das Spiel kann nicht nach {direction:dir} ziehen: Das Weltendeck hat keine Karte, die dort ausgeteilt werden könnte; möglich: {options:list}.</translation>
    </message>
    <message>
        <source>You can hellride only onto an empty space; {direction:Dir} holds {cards:and}.</source>
        <comment>map.hellride_not_empty</comment>
        <translation>Ein Höllenritt geht nur auf ein leeres Feld; {direction:Dir} liegt bereits {cards:and}.</translation>
    </message>
    <message>
        <source>The Eternities Map uses one planar deck of every plane in the pool (901.15); give shared_deck.</source>
        <comment>map.needs_shared_deck</comment>
        <translation>Die Karte der Ewigkeiten nutzt ein Weltendeck aus allen Welten des Pools (901.15); gib shared_deck an.</translation>
    </message>
    <message>
        <source>{cards:and} go into the space the game moves to: move up, down, left or right; you can&apos;t hellride now.</source>
        <comment>map.no_hellride_with_cards</comment>
        <translation>{cards:and} kommen auf das Feld, auf das das Spiel zieht: ziehe nach oben, unten, links oder rechts; ein Höllenritt geht jetzt nicht.</translation>
    </message>
    <message>
        <source>There is no Planeswalker roll to resolve: the game moves on the Eternities Map only when the planeswalking ability resolves (901.8).</source>
        <comment>map.no_move</comment>
        <translation>Es gibt keinen Planeswalker-Wurf zu verrechnen: Das Spiel zieht auf der Karte der Ewigkeiten nur, wenn die Weltenwanderfähigkeit verrechnet wird (901.8).</translation>
    </message>
    <message>
        <source>the planar deck has no plane card</source>
        <comment>map.no_plane</comment>
        <translation>das Weltendeck enthält keine Weltenkarte</translation>
    </message>
    <message>
        <source>the direction must be one of {allowed:list}; got {given}</source>
        <comment>map.not_a_direction</comment>
        <translation>die Richtung muss eine von {allowed:list} sein, nicht {given}</translation>
    </message>
    <message>
        <source>This game isn&apos;t played on the Eternities Map.</source>
        <comment>map.not_the_variant</comment>
        <translation>Diese Partie wird nicht auf der Karte der Ewigkeiten gespielt.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: name one direction: {options:list}</source>
        <comment>map.one_direction</comment>
        <translation>&apos;choose&apos;: nenne eine Richtung: {options:list}</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list}.</source>
        <comment>map.phenomena_off</comment>
        <translation>Ohne Phänomene enthält das Deck der Karte der Ewigkeiten keine Phänomene; lass {cards:list} weg.</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list} and more.</source>
        <comment>map.phenomena_off_more</comment>
        <translation>Ohne Phänomene enthält das Deck der Karte der Ewigkeiten keine Phänomene; lass {cards:list} und weitere weg.</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; takes &apos;phenomena&apos; and &apos;planeswalk_effects&apos;, not {given:list}</source>
        <comment>map.settings_extra</comment>
        <translation>&apos;map_settings&apos; nimmt &apos;phenomena&apos; und &apos;planeswalk_effects&apos;, nicht {given:list}</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; must be an object with &apos;phenomena&apos; and &apos;planeswalk_effects&apos;</source>
        <comment>map.settings_not_object</comment>
        <translation>&apos;map_settings&apos; muss ein Objekt mit &apos;phenomena&apos; und &apos;planeswalk_effects&apos; sein</translation>
    </message>
    <message>
        <source>&apos;map_settings.{key}&apos; must be one of {allowed:list}; got {given}</source>
        <comment>map.settings_not_one_of</comment>
        <translation>&apos;map_settings.{key}&apos; muss eines von {allowed:list} sein, nicht {given}</translation>
    </message>
    <message>
        <source>beginning phase</source>
        <comment>phases.beginning</comment>
        <translation>Anfangsphase</translation>
    </message>
    <message>
        <source>combat phase followed by an additional main phase</source>
        <comment>phases.combat_and_main</comment>
        <translation>eine Kampfphase, gefolgt von einer zusätzlichen Hauptphase</translation>
    </message>
    <message>
        <source>nothing (empty deck)</source>
        <comment>planeswalk.to_nothing</comment>
        <translation>nichts (Deck leer)</translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <comment>player.left</comment>
        <translation>{player} hat die Partie verlassen</translation>
    </message>
    <message>
        <source>no player named {given}; the players are {players:list}</source>
        <comment>player.unknown</comment>
        <translation>kein Spieler namens {given}; die Spieler sind {players:list}</translation>
    </message>
    <message>
        <source>a player planeswalked</source>
        <comment>reason.a_player_planeswalked</comment>
        <translation>ein Spieler ist weltengewandert</translation>
    </message>
    <message>
        <source>the game planeswalks away from {cards:and} (704.6f)</source>
        <comment>reason.away_from_phenomenon</comment>
        <translation>das Spiel weltenwandert von {cards:and} weg (704.6f)</translation>
    </message>
    <message>
        <source>901.10: {card} left the game with its owner, {player}</source>
        <comment>reason.card_left_with_owner</comment>
        <translation>901.10: {card} hat die Partie mit dem Besitzer {player} verlassen</translation>
    </message>
    <message>
        <source>{card} says to planeswalk</source>
        <comment>reason.card_says_planeswalk</comment>
        <translation>{card} verlangt Weltenwandern</translation>
    </message>
    <message>
        <source>chaos ensued</source>
        <comment>reason.chaos_ensued</comment>
        <translation>das Chaos ist hereingebrochen</translation>
    </message>
    <message>
        <source>chaos ensued for revealed {card}</source>
        <comment>reason.chaos_ensued_revealed</comment>
        <translation>das Chaos ist auf der aufgedeckten Karte {card} hereingebrochen</translation>
    </message>
    <message>
        <source>514.2: cleanup step</source>
        <comment>reason.cleanup_step</comment>
        <translation>514.2: Aufräumsegment</translation>
    </message>
    <message>
        <source>311.5: the active player</source>
        <comment>reason.controller_is_active_player</comment>
        <translation>311.5: der aktive Spieler</translation>
    </message>
    <message>
        <source>800.4a: its controller {player} left the game</source>
        <comment>reason.controller_left</comment>
        <translation>800.4a: der Beherrscher {player} hat die Partie verlassen</translation>
    </message>
    <message>
        <source>901.12b: the planar controller&apos;s team left</source>
        <comment>reason.controller_team_left</comment>
        <translation>901.12b: das Team des Weltenbeherrschers ist ausgeschieden</translation>
    </message>
    <message>
        <source>{n} or more {kind} counters</source>
        <comment>reason.counters_at_least</comment>
        <translation>{n} oder mehr {kind}-Marken</translation>
    </message>
    <message>
        <source>an effect says to planeswalk ({rule})</source>
        <comment>reason.effect_says_planeswalk</comment>
        <translation>ein Effekt verlangt Weltenwandern ({rule})</translation>
    </message>
    <message>
        <source>encountered</source>
        <comment>reason.encountered</comment>
        <translation>darauf getroffen</translation>
    </message>
    <message>
        <source>ended by the table</source>
        <comment>reason.ended_by_the_table</comment>
        <translation>durch den Tisch beendet</translation>
    </message>
    <message>
        <source>{face} roll</source>
        <comment>reason.face_roll</comment>
        <translation>{face}-Wurf</translation>
    </message>
    <message>
        <source>704.6c: 21 or more combat damage from {commander}</source>
        <comment>reason.flag_commander_damage</comment>
        <translation>704.6c: 21 oder mehr Kampfschaden von {commander}</translation>
    </message>
    <message>
        <source>704.5a: 0 or less life</source>
        <comment>reason.flag_life</comment>
        <translation>704.5a: 0 oder weniger Lebenspunkte</translation>
    </message>
    <message>
        <source>704.5c: 10 or more poison counters</source>
        <comment>reason.flag_poison</comment>
        <translation>704.5c: 10 oder mehr Giftmarken</translation>
    </message>
    <message>
        <source>704.6a: the team has 0 or less life</source>
        <comment>reason.flag_team_life</comment>
        <translation>704.6a: das Team hat 0 oder weniger Lebenspunkte</translation>
    </message>
    <message>
        <source>704.6b: the team has 15 or more poison counters</source>
        <comment>reason.flag_team_poison</comment>
        <translation>704.6b: das Team hat 15 oder mehr Giftmarken</translation>
    </message>
    <message>
        <source>800.4a: {player} left before it finished; the rest of the ability does nothing</source>
        <comment>reason.left_unfinished</comment>
        <translation>800.4a: {player} hat die Partie vor dem Ende der Verrechnung verlassen; der Rest der Fähigkeit bewirkt nichts</translation>
    </message>
    <message>
        <source>311.5: the planar controller left</source>
        <comment>reason.planar_controller_left</comment>
        <translation>311.5: der Weltenbeherrscher ist ausgeschieden</translation>
    </message>
    <message>
        <source>901.10a: a plane left the game</source>
        <comment>reason.plane_left</comment>
        <translation>901.10a: eine Welt hat die Partie verlassen</translation>
    </message>
    <message>
        <source>planeswalked away from</source>
        <comment>reason.planeswalked_away_from</comment>
        <translation>von hier weg weltengewandert</translation>
    </message>
    <message>
        <source>planeswalked to</source>
        <comment>reason.planeswalked_to</comment>
        <translation>hierher weltengewandert</translation>
    </message>
    <message>
        <source>Planeswalker symbol rolled</source>
        <comment>reason.planeswalker_rolled</comment>
        <translation>Planeswalker-Symbol gewürfelt</translation>
    </message>
    <message>
        <source>that player left; their next turn would have begun</source>
        <comment>reason.player_left_before_turn</comment>
        <translation>der Spieler ist ausgeschieden; sein nächster Zug hätte begonnen</translation>
    </message>
    <message>
        <source>removed by the table</source>
        <comment>reason.removed_by_the_table</comment>
        <translation>durch den Tisch entfernt</translation>
    </message>
    <message>
        <source>reported by the table</source>
        <comment>reason.reported_by_the_table</comment>
        <translation>vom Tisch gemeldet</translation>
    </message>
    <message>
        <source>901.10: its source left the game with {player}</source>
        <comment>reason.source_left_with</comment>
        <translation>901.10: die Quelle hat die Partie mit {player} verlassen</translation>
    </message>
    <message>
        <source>{step:step}</source>
        <comment>reason.step</comment>
        <translation>{step:step}</translation>
    </message>
    <message>
        <source>the table says to planeswalk</source>
        <comment>reason.table_says_planeswalk</comment>
        <translation>der Tisch verlangt Weltenwandern</translation>
    </message>
    <message>
        <source>{player}&apos;s turn began</source>
        <comment>reason.turn_began</comment>
        <translation>der Zug von {player} hat begonnen</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;confidence&apos; must be between 0 and 1, got {given}</source>
        <comment>roll.bad_confidence</comment>
        <translation>{cmd!r}: &apos;confidence&apos; muss zwischen 0 und 1 liegen, nicht {given}</translation>
    </message>
    <message>
        <source>{player} can&apos;t roll yet: on the way from the {passed:step} to the main phase, {reason} at the {step:step}. Go to that step and deal with it first</source>
        <comment>roll.busy_on_the_way</comment>
        <translation>{player} kann noch nicht würfeln: auf dem Weg von {passed:step} zur Hauptphase: {reason} ({step:step}). Geh erst dorthin und handle das ab</translation>
    </message>
    <message>
        <source>an effect</source>
        <comment>roll.by_effect</comment>
        <translation>ein Effekt</translation>
    </message>
    <message>
        <source>cost {{{cost}}}</source>
        <comment>roll.cost</comment>
        <translation>Kosten {{{cost}}}</translation>
    </message>
    <message>
        <source>{face}</source>
        <comment>roll.face</comment>
        <translation>{face}</translation>
    </message>
    <message>
        <source>{face}, counted as {counted}</source>
        <comment>roll.face_counted_as</comment>
        <translation>{face}, zählt als {counted}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a {source} reading needs a &apos;face&apos;</source>
        <comment>roll.needs_face</comment>
        <translation>&apos;roll&apos;: ein Messwert aus {source} braucht ein &apos;face&apos;</translation>
    </message>
    <message>
        <source>{player} has left the game; their turn ends with no active player, so nobody may roll the planar die</source>
        <comment>roll.no_active_player</comment>
        <translation>{player} hat die Partie verlassen; der Zug endet ohne aktiven Spieler, also darf niemand den Weltenwürfel würfeln</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is the {step:step}</source>
        <comment>roll.not_main_phase</comment>
        <translation>{player} darf den Weltenwürfel nur in einer Hauptphase des eigenen Zuges würfeln; jetzt ist {step:step}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is {team:team}&apos;s turn</source>
        <comment>roll.not_your_turn</comment>
        <translation>{player} darf den Weltenwürfel nur in einer Hauptphase des eigenen Zuges würfeln; am Zug ist {team:team}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only while the stack is empty; {count} {count:plural:ability is|abilities are} waiting</source>
        <comment>roll.stack_not_empty</comment>
        <translation>{player} darf den Weltenwürfel nur bei leerem Stapel würfeln; {count} {count:plural:Fähigkeit wartet|Fähigkeiten warten}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a face comes from a physical die; give a &apos;source&apos; of manual, camera or serial, or leave out &apos;face&apos; for a virtual roll</source>
        <comment>roll.virtual_face</comment>
        <translation>&apos;roll&apos;: eine Seite kommt von einem echten Würfel; gib als &apos;source&apos; manual, camera oder serial an oder lass &apos;face&apos; für einen virtuellen Wurf weg</translation>
    </message>
    <message>
        <source>{rule}: {message}</source>
        <comment>rule.cited</comment>
        <translation>{rule}: {message}</translation>
    </message>
    <message>
        <source>nothing changed: the autosave failed ({problem})</source>
        <comment>save.autosave_failed</comment>
        <translation>nichts geändert: das automatische Speichern schlug fehl ({problem})</translation>
    </message>
    <message>
        <source>can&apos;t read {path}: {detail}</source>
        <comment>save.cannot_read</comment>
        <translation>{path} kann nicht gelesen werden: {detail}</translation>
    </message>
    <message>
        <source>can&apos;t write {path}: {detail}</source>
        <comment>save.cannot_write</comment>
        <translation>{path} kann nicht geschrieben werden: {detail}</translation>
    </message>
    <message>
        <source>corrupt JSON: {detail}</source>
        <comment>save.corrupt_json</comment>
        <translation>beschädigtes JSON: {detail}</translation>
    </message>
    <message>
        <source>{origin} is damaged: {detail}</source>
        <comment>save.damaged</comment>
        <translation>{origin} ist beschädigt: {detail}</translation>
    </message>
    <message>
        <source>{path} is larger than {limit} bytes: too large to be a save file</source>
        <comment>save.larger_than</comment>
        <translation>{path} ist größer als {limit} Bytes: zu groß für einen Spielstand</translation>
    </message>
    <message>
        <source>no save file at {path}</source>
        <comment>save.missing</comment>
        <translation>kein Spielstand unter {path}</translation>
    </message>
    <message>
        <source>{origin} was saved by a newer version (save format {version}; this app reads up to {newest}). Update the app to open it</source>
        <comment>save.newer</comment>
        <translation>{origin} wurde von einer neueren Version gespeichert (Speicherformat {version}; diese App liest bis {newest}). Aktualisiere die App, um ihn zu öffnen</translation>
    </message>
    <message>
        <source>{origin} has no valid version number</source>
        <comment>save.no_version</comment>
        <translation>{origin} hat keine gültige Versionsnummer</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <comment>save.not_a_file</comment>
        <translation>{path} ist keine Datei</translation>
    </message>
    <message>
        <source>{origin} is not a Planechase save file</source>
        <comment>save.not_a_save</comment>
        <translation>{origin} ist kein Planechase-Spielstand</translation>
    </message>
    <message>
        <source>can&apos;t save {path}: the game holds text that is not valid Unicode ({given})</source>
        <comment>save.not_unicode</comment>
        <translation>{path} kann nicht gespeichert werden: Die Partie enthält Text, der kein gültiges Unicode ist ({given})</translation>
    </message>
    <message>
        <source>replaying the saved actions doesn&apos;t give the saved game</source>
        <comment>save.replay_differs</comment>
        <translation>das erneute Abspielen der gespeicherten Aktionen ergibt nicht die gespeicherte Partie</translation>
    </message>
    <message>
        <source>{path} is {size} bytes: too large to be a save file</source>
        <comment>save.too_large</comment>
        <translation>{path} hat {size} Bytes: zu groß für einen Spielstand</translation>
    </message>
    <message>
        <source>undo step {step} ({cmd:words}) no longer applies: {problem}</source>
        <comment>save.undo_step_fails</comment>
        <translation>Rückgängig-Schritt {step} ({cmd:words}) gilt nicht mehr: {problem}</translation>
    </message>
    <message>
        <source>{origin} has an unknown save format version {version}</source>
        <comment>save.unknown_version</comment>
        <translation>{origin} hat eine unbekannte Speicherformat-Version {version}</translation>
    </message>
    <message>
        <source>{origin} is not a readable save file ({problem})</source>
        <comment>save.unreadable</comment>
        <translation>{origin} ist kein lesbarer Spielstand ({problem})</translation>
    </message>
    <message>
        <source>won&apos;t overwrite {path}: it isn&apos;t a save this version can read ({problem}). Move it away or choose another file.</source>
        <comment>save.wont_overwrite</comment>
        <translation>{path} wird nicht überschrieben: Es ist kein Spielstand, den diese Version lesen kann ({problem}). Verschiebe die Datei oder wähle eine andere.</translation>
    </message>
    <message>
        <source>starting_life must be a positive number, got {given}</source>
        <comment>setup.bad_life</comment>
        <translation>starting_life muss eine positive Zahl sein, nicht {given}</translation>
    </message>
    <message>
        <source>player name {given} must be 1-{most} characters with no leading or trailing spaces</source>
        <comment>setup.bad_player_name</comment>
        <translation>der Spielername {given} muss 1–{most} Zeichen lang sein, ohne Leerzeichen am Anfang oder Ende</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;variant&apos; must be {variant} or null; got {given}</source>
        <comment>setup.bad_variant</comment>
        <translation>&apos;new&apos;: &apos;variant&apos; muss {variant} oder null sein, nicht {given}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;commanders&apos; must map each player to a list of commanders</source>
        <comment>setup.commanders_not_map</comment>
        <translation>&apos;new&apos;: &apos;commanders&apos; muss jedem Spieler eine Liste von Commandern zuordnen</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for {given:list}</source>
        <comment>setup.decks_per_player</comment>
        <translation>&apos;decks&apos; braucht ein Weltendeck für jeden Spieler ({players:list}); erhalten: Decks für {given:list}</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for nobody</source>
        <comment>setup.decks_per_player_none</comment>
        <translation>&apos;decks&apos; braucht ein Weltendeck für jeden Spieler ({players:list}); erhalten: für niemanden</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;map_settings&apos; is only for the {variant} variant</source>
        <comment>setup.map_settings_without_map</comment>
        <translation>&apos;new&apos;: &apos;map_settings&apos; gibt es nur für die Variante {variant}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck has no plane card</source>
        <comment>setup.no_plane</comment>
        <translation>das Weltendeck von {owner} enthält keine Weltenkarte</translation>
    </message>
    <message>
        <source>&apos;new&apos; needs exactly one of &apos;decks&apos; (one per player), &apos;shared_deck&apos; or &apos;random_decks&apos;</source>
        <comment>setup.one_deck_kind</comment>
        <translation>&apos;new&apos; braucht genau eines von &apos;decks&apos; (eines pro Spieler), &apos;shared_deck&apos; oder &apos;random_decks&apos;</translation>
    </message>
    <message>
        <source>a Planechase game here seats {least} to {most} players; got {count}</source>
        <comment>setup.player_count</comment>
        <translation>eine Planechase-Partie hat hier {least} bis {most} Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>{name!r} is reserved for the shared planar deck</source>
        <comment>setup.reserved_name</comment>
        <translation>{name!r} ist für das gemeinsame Weltendeck reserviert</translation>
    </message>
    <message>
        <source>player names must be different: {players:list}</source>
        <comment>setup.same_names</comment>
        <translation>Spielernamen müssen verschieden sein: {players:list}</translation>
    </message>
    <message>
        <source>starting_player {player} is not a primary player; name {primary} to have {team:team}&apos;s team start (901.12b)</source>
        <comment>setup.starter_not_primary</comment>
        <translation>starting_player {player} ist kein Hauptspieler; nenne {primary}, damit das Team {team:team} beginnt (901.12b)</translation>
    </message>
    <message>
        <source>starting_player {given} is not one of the players ({players:list})</source>
        <comment>setup.starter_unknown</comment>
        <translation>starting_player {given} ist keiner der Spieler ({players:list})</translation>
    </message>
    <message>
        <source>each Two-Headed Giant team has two players; {given} is {count}</source>
        <comment>setup.team_size</comment>
        <translation>jedes Team beim Zweiköpfigen Riesen hat zwei Spieler; {given} hat {count}</translation>
    </message>
    <message>
        <source>a Two-Headed Giant game needs &apos;teams&apos; (810.1)</source>
        <comment>setup.teams_missing</comment>
        <translation>eine Partie Zweiköpfiger Riese braucht &apos;teams&apos; (810.1)</translation>
    </message>
    <message>
        <source>&apos;new&apos;: a Two-Headed Giant game needs &apos;teams&apos;, e.g. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</source>
        <comment>setup.teams_missing_example</comment>
        <translation>&apos;new&apos;: eine Partie Zweiköpfiger Riese braucht &apos;teams&apos;, z. B. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</translation>
    </message>
    <message>
        <source>&apos;teams&apos; is only for the two_headed_giant format</source>
        <comment>setup.teams_not_2hg</comment>
        <translation>&apos;teams&apos; gibt es nur für das Format two_headed_giant</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;teams&apos; must be a list of pairs of player names</source>
        <comment>setup.teams_not_list</comment>
        <translation>&apos;new&apos;: &apos;teams&apos; muss eine Liste von Paaren von Spielernamen sein</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must seat every player once ({players:list}); got {given}</source>
        <comment>setup.teams_seat_everyone</comment>
        <translation>&apos;teams&apos; muss jeden Spieler genau einmal enthalten ({players:list}); erhalten: {given}</translation>
    </message>
    <message>
        <source>Two-Headed Giant needs two or more teams; got {count}</source>
        <comment>setup.too_few_teams</comment>
        <translation>Zweiköpfiger Riese braucht zwei oder mehr Teams, nicht {count}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;decks&apos; has {count} entries; one per player</source>
        <comment>setup.too_many_decks</comment>
        <translation>&apos;new&apos;: &apos;decks&apos; hat {count} Einträge; eines pro Spieler</translation>
    </message>
    <message>
        <source>the stack is empty: there is nothing to resolve</source>
        <comment>stack.empty</comment>
        <translation>der Stapel ist leer: es gibt nichts zu verrechnen</translation>
    </message>
    <message>
        <source>the stack must be empty to {what}; {count} {count:plural:ability is|abilities are} on it: resolve or remove them first</source>
        <comment>stack.must_be_empty</comment>
        <translation>der Stapel muss leer sein, um {what}; {count} {count:plural:Fähigkeit liegt|Fähigkeiten liegen} darauf: erst verrechnen oder entfernen</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds {ids:ids}</source>
        <comment>stack.no_such_item</comment>
        <translation>keine Fähigkeit #{id} auf dem Stapel; er enthält {ids:ids}</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds nothing</source>
        <comment>stack.no_such_item_empty</comment>
        <translation>keine Fähigkeit #{id} auf dem Stapel; er ist leer</translation>
    </message>
    <message>
        <source>move to another step</source>
        <comment>stack.to_move_to_another_step</comment>
        <translation>in ein anderes Segment zu wechseln</translation>
    </message>
    <message>
        <source>move to the next step</source>
        <comment>stack.to_move_to_the_next_step</comment>
        <translation>zum nächsten Segment zu wechseln</translation>
    </message>
    <message>
        <source>beginning of combat</source>
        <comment>step.beginning_of_combat</comment>
        <translation>Beginn-des-Kampfes-Segment</translation>
    </message>
    <message>
        <source>cleanup step</source>
        <comment>step.cleanup</comment>
        <translation>Aufräumsegment</translation>
    </message>
    <message>
        <source>combat damage step</source>
        <comment>step.combat_damage</comment>
        <translation>Kampfschadenssegment</translation>
    </message>
    <message>
        <source>declare attackers step</source>
        <comment>step.declare_attackers</comment>
        <translation>Angreifer-deklarieren-Segment</translation>
    </message>
    <message>
        <source>declare blockers step</source>
        <comment>step.declare_blockers</comment>
        <translation>Blocker-deklarieren-Segment</translation>
    </message>
    <message>
        <source>draw step</source>
        <comment>step.draw</comment>
        <translation>Ziehsegment</translation>
    </message>
    <message>
        <source>end step</source>
        <comment>step.end</comment>
        <translation>Endsegment</translation>
    </message>
    <message>
        <source>end of combat step</source>
        <comment>step.end_of_combat</comment>
        <translation>Kampfende-Segment</translation>
    </message>
    <message>
        <source>second main phase</source>
        <comment>step.postcombat_main</comment>
        <translation>zweite Hauptphase</translation>
    </message>
    <message>
        <source>first main phase</source>
        <comment>step.precombat_main</comment>
        <translation>erste Hauptphase</translation>
    </message>
    <message>
        <source>untap step</source>
        <comment>step.untap</comment>
        <translation>Enttappsegment</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>step.upkeep</comment>
        <translation>Versorgungssegment</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>text.english</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {kind} counters</source>
        <comment>total.counters</comment>
        <translation>{kind}-Marken von {owner}</translation>
    </message>
    <message>
        <source>{player}&apos;s life total</source>
        <comment>total.life</comment>
        <translation>Lebenspunktestand von {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {token} tokens</source>
        <comment>total.tokens</comment>
        <translation>Spielsteine {token} von {player}</translation>
    </message>
    <message>
        <source>{what} would be {value:,}; totals stay within ±{limit:,}</source>
        <comment>total.too_large</comment>
        <translation>{what} wäre {value:,}; Summen bleiben innerhalb von ±{limit:,}</translation>
    </message>
    <message>
        <source>{card} has abilities 0-{last}, not {index}</source>
        <comment>trigger.no_such_ability</comment>
        <translation>{card} hat die Fähigkeiten 0–{last}, nicht {index}</translation>
    </message>
    <message>
        <source>{card}&apos;s ability {index} is not one the table reports; the app puts its step, roll, chaos and planeswalk triggers on the stack itself</source>
        <comment>trigger.not_table_reported</comment>
        <translation>Fähigkeit {index} von {card} meldet nicht der Tisch; Segment-, Wurf-, Chaos- und Weltenwander-Auslösungen legt die App selbst auf den Stapel</translation>
    </message>
    <message>
        <source>could not reach the {step:step}</source>
        <comment>turn.could_not_reach</comment>
        <translation>{step:step} nicht erreichbar</translation>
    </message>
    <message>
        <source>the game is over (nobody is left); undo or start a new game</source>
        <comment>turn.game_over_nobody</comment>
        <translation>die Partie ist vorbei (niemand ist übrig); nimm etwas zurück oder starte eine neue Partie</translation>
    </message>
    <message>
        <source>the game is over ({winner} won); undo or start a new game</source>
        <comment>turn.game_over_won</comment>
        <translation>die Partie ist vorbei ({winner} hat gewonnen); nimm etwas zurück oder starte eine neue Partie</translation>
    </message>
    <message>
        <source>nobody is left to take a turn</source>
        <comment>turn.nobody_left</comment>
        <translation>niemand ist mehr übrig, der einen Zug machen könnte</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>type.bool</comment>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>type.dict</comment>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>type.float</comment>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>type.int</comment>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>type.list</comment>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>type.str</comment>
        <translation>ein String</translation>
    </message>
    <message>
        <source>nothing to undo: this is the start of the game</source>
        <comment>undo.at_start</comment>
        <translation>nichts rückgängig zu machen: dies ist der Anfang der Partie</translation>
    </message>
    <message>
        <source>nothing more to undo: undo reaches back {kept:,} actions at most, and the {dropped:,} before them are no longer kept</source>
        <comment>undo.no_more</comment>
        <translation>nichts mehr rückgängig zu machen: Rückgängig reicht höchstens {kept:,} Aktionen zurück, die {dropped:,} davor sind nicht mehr gespeichert</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <comment>undo.nothing_to_redo</comment>
        <translation>nichts zu wiederholen</translation>
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
        <translation>; dann </translation>
    </message>
    <message>
        <source>; and it </source>
        <comment>between the problems of one deck</comment>
        <translation>; und es </translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the players of a team</comment>
        <translation> und </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the end of a list: &apos;A, B and C&apos;</comment>
        <translation>{items} und {last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>the end of a list: &apos;A, B or C&apos;</comment>
        <translation>{items} oder {last}</translation>
    </message>
    <message>
        <source> or </source>
        <comment>between alternatives</comment>
        <translation> oder </translation>
    </message>
    <message>
        <source>planeswalker</source>
        <comment>die face</comment>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>die face</comment>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>blank</source>
        <comment>die face</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>virtual</source>
        <comment>roll source</comment>
        <translation>virtuell</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>roll source</comment>
        <translation>von Hand</translation>
    </message>
    <message>
        <source>camera</source>
        <comment>roll source</comment>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>serial</source>
        <comment>roll source</comment>
        <translation>seriell</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>until ...</comment>
        <translation>zum Ende des Zuges</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>until ...</comment>
        <translation>zum Weltenwandern</translation>
    </message>
    <message>
        <source>planeswalk away from plane</source>
        <comment>until ...</comment>
        <translation>zum Weltenwandern von einer Welt weg</translation>
    </message>
    <message>
        <source>your next turn</source>
        <comment>until ...</comment>
        <translation>zu deinem nächsten Zug</translation>
    </message>
    <message>
        <source>game</source>
        <comment>until ...</comment>
        <translation>zum Ende der Partie</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Up left</source>
        <translation>Oben links</translation>
    </message>
    <message>
        <source>Up right</source>
        <translation>Oben rechts</translation>
    </message>
    <message>
        <source>Down left</source>
        <translation>Unten links</translation>
    </message>
    <message>
        <source>Down right</source>
        <translation>Unten rechts</translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation>{direction}: Höllenritt auf ein leeres Feld</translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation>{direction}: ein leeres Feld (dort wird eine Karte ausgeteilt)</translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation>{direction}: {plane}</translation>
    </message>
    <message>
        <source>no plane</source>
        <translation>keine Welt</translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation>Das Spiel ist auf {plane}.</translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation>{direction}: {planes}.</translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation>{player} bewegt das Spiel: {moves}.</translation>
    </message>
    <message>
        <source>Hellride</source>
        <translation>Höllenritt</translation>
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
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation>
            <numerusform>%n Welt besucht</numerusform>
            <numerusform>%n Welten besucht</numerusform>
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
        <translation>es ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation>die App darf es nicht lesen</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>es ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>es ist kein gültiges JSON (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation>es enthält eine Zahl mit Tausenden von Stellen</translation>
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
        <translation>Zug {turn}: {players} auf {plane}</translation>
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
        <translation>bereit</translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation>Nur Vorschau (Würfel: {source}). Wähle „Echter Würfel, von der Kamera gelesen“ unter Ansicht ▸ Einstellungen, um Würfe zu lesen.</translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation>Nicht kalibriert: Drücke „Kalibrieren…“, damit die Kamera deine Schale und deinen Würfel lernt.</translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation>Kamera kalibriert: Profil „{name}“ gespeichert.</translation>
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
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Rückgängig: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Wiederholen: {action}</translation>
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
        <translation>Gedruckter Text</translation>
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
        <translation>
            <numerusform>%n Weltendeck ist noch nicht in Ordnung (siehe oben).</numerusform>
            <numerusform>%n Weltendecks sind noch nicht in Ordnung (siehe oben).</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation>Platz {n} braucht einen Spielernamen.</translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation>Platz {n}: „{name}“ ist für das gemeinsame Weltendeck reserviert; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation>Die Plätze {first} und {second} heißen beide „{name}“; Spielernamen müssen verschieden sein.</translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation>901.2: Eine Partie hat hier {low} bis {high} Spieler.</translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1: Zweiköpfiger Riese besteht aus zwei oder mehr Zweierteams; Spieler hinzufügen oder entfernen, bis die Teams vollständig sind.</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation>Gemeinsames Deck: {why}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
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
        <translation>
            <numerusform>{owner}: %n Karte übrig</numerusform>
            <numerusform>{owner}: %n Karten übrig</numerusform>
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
        <source>English only</source>
        <translation>Nur auf Englisch</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Oracle-Text</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Gedruckter Text</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Gedruckt</translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation>Zurück zum auf der Karte gedruckten Text (O)</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation>Den englischen Oracle-Text zeigen, der für die Regeln maßgeblich ist (O)</translation>
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
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Eingabe</translation>
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
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation>nichts (das Deck ist leer)</translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation>WELTENWANDERN → {plane}</translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation>{player} verlässt {away}</translation>
    </message>
    <message>
        <source>CHAOS — {player}</source>
        <translation>CHAOS – {player}</translation>
    </message>
    <message>
        <source>PLANESWALKER — {player}</source>
        <translation>PLANESWALKER – {player}</translation>
    </message>
    <message>
        <source>Blank — {player}</source>
        <translation>Leer – {player}</translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation>{nth} Wurf in diesem Zug · ein Effekt, gratis</translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation>{nth} Wurf in diesem Zug · bezahlt {{{cost}}}</translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation>gelesen: {read}</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>nichts passiert</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation>Auf {card} bricht das Chaos herein</translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation>Das Chaos bricht herein, ohne Würfelwurf</translation>
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
        <translation>Nach oben: früher in der Zugreihenfolge</translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation>Nach unten: später in der Zugreihenfolge</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Diesen Spieler entfernen</translation>
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
        <translation>Virtueller Würfel (die App würfelt)</translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation>Echter Würfel, von Hand eingegeben</translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation>Echter Würfel, von der Kamera gelesen</translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation>Echter Würfel, von einem Würfelturm gelesen</translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation>Die App würfelt den Weltenwürfel: Drücke „Würfeln“ (oder die Leertaste).</translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation>Würfle deinen eigenen Weltenwürfel und tippe die Seite an, die er zeigt.</translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation>Eine Kamera über der Würfelschale liest deinen echten Würfel.</translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation>Ein Würfelturm liest deinen echten Würfel und meldet ihn der App über USB.</translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation>Aufrecht: Ein Bildschirm oder TV steht am Tisch</translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation>Liegend: Der Bildschirm liegt auf dem Tisch, Spieler rundherum</translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation>Zum aktiven Spieler</translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation>Zum Weltenbeherrscher</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Weltenwürfel</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation>Normaler W6 (Seitenzuordnung unten)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
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
    <message>
        <source>This run speaks {language} (--lang): the choice above is used from the next start, or now if you change it.</source>
        <translation>Diese Sitzung spricht {language} (--lang): die Auswahl oben gilt ab dem nächsten Start oder sofort, wenn du sie änderst.</translation>
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
        <translation>
            <numerusform>{deck} (%n Karte)</numerusform>
            <numerusform>{deck} (%n Karten)</numerusform>
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
        <translation>Kein Turm-Port – unter Ansicht ▸ Einstellungen wählen; Wurf von Hand eingeben</translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation>Turm verloren – verbinde neu…; Wurf von Hand eingeben</translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation>Turm verbunden (einfacher Sketch)</translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation>Turm aus</translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation>Bittet den Turm, den echten Würfel zu würfeln (er hat einen Motor)</translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation>Wirf den Würfel in den Turm: Er liest den Wurf. Oder gib ihn mit den Schaltflächen unten ein</translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation>Der Turm ist nicht verbunden: Gib den Wurf mit den Schaltflächen unten ein</translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>Der Turm meldet: {error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation>{port} mit {baud} Baud</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation>
            <numerusform>%n Zeile ohne Prüfsumme abgelehnt (dieser Turm versieht seine Zeilen mit Prüfsummen)</numerusform>
            <numerusform>%n Zeilen ohne Prüfsumme abgelehnt (dieser Turm versieht seine Zeilen mit Prüfsummen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation>Turm bereit – {name}</translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation>Turm verbunden – warte auf das HELLO von {name}…</translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation>Turm verbunden – warte auf sein HELLO…</translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation>{port} lässt sich nicht öffnen – neuer Versuch; Wurf von Hand eingeben</translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation>Verbinde mit dem Turm…</translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation>würfelt…</translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation>{status} · meldet „{error}“</translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation>gerade gehört</translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation>
            <numerusform>vor %n s gehört</numerusform>
            <numerusform>vor %n s gehört</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation>
            <numerusform>vor %n min gehört</numerusform>
            <numerusform>vor %n min gehört</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation>Der Turm kann gerade nicht würfeln ({why}); wirf den Würfel von Hand hinein oder gib ihn mit den Schaltflächen unten ein</translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation>
            <numerusform>Der Turm las {face} (%n Auge)</numerusform>
            <numerusform>Der Turm las {face} (%n Augen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation>Der Turm las {face}</translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation>von der App gelesen</translation>
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
        <translation>Wähle den Port des Turms („Türme suchen“) oder gib seinen Pfad ein</translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation>Die Baudrate ist eine Zahl von {low} bis {high}</translation>
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
        <translation>
            <numerusform>Kein Turm hat am %n seriellen Port geantwortet; wähle einen oder prüfe Kabel und Baudrate.</numerusform>
            <numerusform>Kein Turm hat an den %n seriellen Ports geantwortet; wähle einen oder prüfe Kabel und Baudrate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation>Gefunden: {tower} an {port}</translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation>
            <numerusform>(%n Turm)</numerusform>
            <numerusform>(%n Türme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation>
            <numerusform>%n Turm gefunden (mit Stern); {port} bleibt.</numerusform>
            <numerusform>%n Türme gefunden (mit Stern); {port} bleibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation>Die Suche nach Türmen ist fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>a tower</source>
        <translation>ein Turm</translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation>Die App liest jetzt den Turm an {port}.</translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation>Die App liest jetzt {port}: {tower}.</translation>
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
        <translation>
            <numerusform>Es gibt keinen Bildschirm {n} (dieser Computer hat %n Bildschirm; Ansicht ▸ TV-Fenster listet sie auf): Der Tisch startet ohne TV-Fenster.</numerusform>
            <numerusform>Es gibt keinen Bildschirm {n} (dieser Computer hat %n Bildschirme; Ansicht ▸ TV-Fenster listet sie auf): Der Tisch startet ohne TV-Fenster.</numerusform>
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
        <translation>Noch keine Partie</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation>{player} · {nth} Wurf, ein Effekt</translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation>{player} · {nth} Wurf in diesem Zug</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} gewinnt</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
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
