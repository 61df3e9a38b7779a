<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AbilityText</name>
    <message>
        <source>Planeswalk.</source>
        <comment>what the planeswalking ability does (901.9c)</comment>
        <translation>Transplanez-vous.</translation>
    </message>
    <message>
        <source>Whenever you roll the Planeswalker symbol on the planar die, planeswalk.</source>
        <comment>the planeswalking ability (901.9c)</comment>
        <translation>À chaque fois que vous obtenez le symbole Planeswalker sur le dé planaire, transplanez-vous.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The last game</source>
        <translation>La dernière partie</translation>
    </message>
    <message>
        <source>a new game starts</source>
        <translation>une nouvelle partie commence</translation>
    </message>
    <message>
        <source>The last game is back, but its latest actions may be missing: {why}.</source>
        <translation>La dernière partie est de retour, mais ses dernières actions manquent peut-être&#xa0;: {why}.</translation>
    </message>
</context>
<context>
    <name>CalibrationWizard</name>
    <message>
        <source>Put the camera 30–50 cm above the tray, looking straight down.</source>
        <translation>Placez la caméra 30 à 50 cm au-dessus du bac, dirigée droit vers le bas.</translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation>Éclairez le bac uniformément&#xa0;: pas d&apos;ombres marquées, pas de reflets sur le dé.</translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation>Un bac mat d&apos;une couleur qui contraste avec le dé (un feutre sombre pour un dé blanc) se lit le mieux.</translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation>Ne déplacez plus la caméra ni le bac après le calibrage.</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation>Calibrer la caméra</translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation>La caméra apprend votre bac et votre dé à partir de quelques images. D&apos;abord, placez-la&#xa0;:</translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation>Vérifiez l&apos;image ci-dessous, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation>Le bac vide</translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation>Retirez le dé du bac, gardez-en les mains et les ombres à l&apos;écart, puis appuyez sur Capturer.</translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation>{face} au-dessus</translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation>
            <numerusform>Posez le dé dans le bac, &lt;b&gt;{face}&lt;/b&gt; au-dessus, retirez la main, puis appuyez sur Capturer. Déplacez le dé ailleurs dans le bac (toujours {face} au-dessus) avant de prendre %n image.</numerusform>
            <numerusform>Posez le dé dans le bac, &lt;b&gt;{face}&lt;/b&gt; au-dessus, retirez la main, puis appuyez sur Capturer. Déplacez le dé ailleurs dans le bac (toujours {face} au-dessus) avant chacune des %n images.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation>Vérification des images</translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation>La caméra ne donne plus de nouvelles images ({why}). Vérifiez-la, puis recommencez la capture.</translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation>Calibrer la caméra — {name}</translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation>Aperçu du calibrage</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Capturer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Retake</source>
        <translation>Refaire</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>{title}  ({n} of {count})</source>
        <translation>{title}  ({n} sur {count})</translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation>Capturer à nouveau</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation>
            <numerusform>%n image du bac vide prise</numerusform>
            <numerusform>%n images du bac vide prises</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation>
            <numerusform>Prend %n image dans un instant</numerusform>
            <numerusform>Prend %n images dans un instant</numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>Refaire cette face</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation>
            <numerusform>%n image prise ✓</numerusform>
            <numerusform>Les %n images prises ✓</numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation>Capturer l&apos;image {n} sur {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation>Vérifier les images</translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>Capture…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation>Images manquantes&#xa0;: {steps}.</translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation>Création et vérification du profil…</translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation>Impossible de conserver les images&#xa0;: {why}</translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation>On ne peut pas encore se fier au profil&#xa0;: {why}

Vos images sont conservées dans {folder}.</translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation>Refaire&#xa0;: {step}</translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation>Impossible d&apos;enregistrer le profil dans {folder}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation>La création du profil a échoué de façon inattendue&#xa0;: {why}</translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ Enregistré, mais avec lui la caméra ne peut que deviner&#xa0;: la table confirme chaque lancer. Pour corriger&#xa0;: {why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation>
            <numerusform>✓ Le profil lit correctement %n image.</numerusform>
            <numerusform>✓ Le profil lit correctement ses %n images.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation>Enregistré sous «&#xa0;{name}&#xa0;» dans {folder}.
Bac à {x},{y}, {w}×{h} px · côté du dé {side} px · {ink}.

Appuyez sur Terminer&#xa0;: la caméra lit les lancers avec ce profil.</translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation>Caméra non calibrée — ouvrez Caméra ▸ Calibrer</translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation>Caméra débranchée — entrez le lancer à la main&#xa0;; reconnexion…</translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation>Enregistrement de la caméra terminé — entrez le lancer à la main</translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation>Dé cassé — relancez-le</translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>Impossible d&apos;utiliser le calibrage de la caméra&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation>Calibrage de la caméra — entrez les lancers à la main</translation>
    </message>
    <message>
        <source>No camera found at {source} — enter the roll by hand; still looking…</source>
        <translation>Aucune caméra sur {source} — entrez le lancer à la main&#xa0;; recherche en cours…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Caméra active</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Connexion à la caméra…</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Caméra éteinte</translation>
    </message>
    <message>
        <source>Two dice in the tray: leave only one.</source>
        <translation>Deux dés dans le bac&#xa0;: n&apos;en laissez qu&apos;un.</translation>
    </message>
    <message>
        <source>Something else is in the tray: take it out and leave only the die.</source>
        <translation>Autre chose est dans le bac&#xa0;: retirez-le et laissez seulement le dé.</translation>
    </message>
    <message>
        <source>The camera moved: keep it steady; if it no longer sees the whole tray, calibrate again.</source>
        <translation>La caméra a bougé&#xa0;: gardez-la immobile&#xa0;; si elle ne voit plus tout le bac, recalibrez.</translation>
    </message>
    <message>
        <source>The camera moved too far from where it was calibrated: put it back or calibrate again.</source>
        <translation>La caméra s&apos;est trop éloignée de sa position de calibrage&#xa0;: remettez-la en place ou recalibrez.</translation>
    </message>
    <message>
        <source>No die found after that roll. If it lies in the tray, the camera can&apos;t tell it from the tray&apos;s floor: press the face it shows under Roll. If it left the tray, roll again.</source>
        <translation>Aucun dé trouvé après ce lancer. S&apos;il est dans le bac, la caméra ne le distingue pas du fond du bac&#xa0;: appuyez sur la face qu&apos;il montre sous Lancer. S&apos;il est sorti du bac, relancez.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read it: press the face it shows under Roll.</source>
        <translation>La caméra voit le dé mais ne peut pas le lire&#xa0;: appuyez sur la face qu&apos;il montre sous Lancer.</translation>
    </message>
    <message>
        <source>No die found after that roll: if it is in the tray, the camera can&apos;t tell it from the floor; enter the roll by hand.</source>
        <translation type="vanished">Aucun dé trouvé après ce lancer&#xa0;: s&apos;il est dans le plateau, la caméra ne le distingue pas du fond&#xa0;; entrez le lancer à la main.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read its face: enter the roll by hand.</source>
        <translation type="vanished">La caméra voit le dé mais ne peut pas lire sa face&#xa0;: entrez le lancer à la main.</translation>
    </message>
    <message>
        <source>Two dice in the tray</source>
        <translation>Deux dés dans le bac</translation>
    </message>
    <message>
        <source>Something else in the tray</source>
        <translation>Autre chose dans le bac</translation>
    </message>
    <message>
        <source>Camera moved</source>
        <translation>Caméra déplacée</translation>
    </message>
    <message>
        <source>Camera moved too far</source>
        <translation>Caméra trop déplacée</translation>
    </message>
    <message>
        <source>No die found</source>
        <translation>Aucun dé trouvé</translation>
    </message>
    <message>
        <source>Die not read</source>
        <translation>Dé non lu</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation>La caméra a lu {face}</translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation>Relancez le dé</translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation>La table a lu {face}</translation>
    </message>
    <message>
        <source>The camera wasn&apos;t sure (it guessed {guess}, {percent}%); the table read {face}, entered by hand.</source>
        <translation>La caméra n&apos;était pas sûre (elle pensait {guess}, {percent}&#xa0;%)&#xa0;; la table a lu {face}, entré à la main.</translation>
    </message>
</context>
<context>
    <name>CameraLink</name>
    <message>
        <source>The profile {name!r}</source>
        <translation>Le profil {name!r}</translation>
    </message>
    <message>
        <source>calibrate the camera again</source>
        <translation>recalibrez la caméra</translation>
    </message>
    <message>
        <source>planar die</source>
        <translation>dé planaire</translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation>d6 ordinaire</translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation>{folder} a été calibré pour un autre dé ({found}, pas {wanted})</translation>
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
        <translation>incertain</translation>
    </message>
    <message>
        <source>cocked</source>
        <translation>cassé</translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation>En attente d&apos;un lancer</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Lancement…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation>Lecture du dé…</translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation>Non calibrée</translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation>Aucun lancer lu pour l&apos;instant</translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation>Cassé — relancez</translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation>
            <numerusform>{face} (%n point)</numerusform>
            <numerusform>{face} (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>Aucune caméra sur {source}</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Connexion à la caméra…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Caméra active</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation>Caméra débranchée — reconnexion…</translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation>L&apos;enregistrement est terminé</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Caméra éteinte</translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation>Aperçu seulement (non calibrée)</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>En attente de la caméra…</translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation>En attente d&apos;une image…</translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation>main dans le bac</translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation>{ms} ms/image</translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation>Dernier lancer&#xa0;: {roll}</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Calibrer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>CardAutomation</name>
    <message>
        <source>choose one</source>
        <translation>choisissez une option</translation>
    </message>
    <message>
        <source>Draw {count:scroll} card(s).</source>
        <translation>Piochez des cartes&#xa0;: {count:scroll}.</translation>
    </message>
    <message>
        <source>Add {R} for each charge counter: {count:charge} red mana.</source>
        <translation>Ajoutez {R} pour chaque marqueur «&#xa0;charge&#xa0;»&#xa0;: {count:charge} mana rouge.</translation>
    </message>
    <message>
        <source>Mount Keralia deals {info:pressure} damage to each creature and each planeswalker.</source>
        <translation>Le Mont Keralia inflige {info:pressure} blessures à chaque créature et à chaque planeswalker.</translation>
    </message>
    <message>
        <source>Prevent all damage that planes named Mount Keralia would deal to permanents {you} controls</source>
        <translation>Prévenez toutes les blessures que les plans nommés Mont Keralia infligeraient aux permanents que {you} contrôle</translation>
    </message>
    <message>
        <source>Alien Angel 2/2 (first strike, vigilance)</source>
        <translation>Extraterrestre et Ange 2/2 (initiative, vigilance)</translation>
    </message>
    <message>
        <source>Scry 2.</source>
        <translation>Regard 2.</translation>
    </message>
    <message>
        <source>Pompeii deals {count:eruption} damage to each creature. Each player sacrifices a land.</source>
        <translation>Pompéi inflige {count:eruption} blessures à chaque créature. Chaque joueur sacrifie un terrain.</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Nourriture</translation>
    </message>
    <message>
        <source>Human Rogue 2/2</source>
        <translation>Humain et Gredin 2/2</translation>
    </message>
    <message>
        <source>Gain 10 life?</source>
        <translation>Gagner 10 points de vie&#xa0;?</translation>
    </message>
    <message>
        <source>Destroy all nonland permanents.</source>
        <translation>Détruisez tous les permanents non-terrain.</translation>
    </message>
    <message>
        <source>Have your life total become 20?</source>
        <translation>Faire que votre total de points de vie devienne 20&#xa0;?</translation>
    </message>
    <message>
        <source>Exchange life totals with {target}?</source>
        <translation>Échanger les totaux de points de vie avec {target}&#xa0;?</translation>
    </message>
    <message>
        <source>Redistribute life totals: list the players in the order that receives the totals as shown</source>
        <translation>Redistribuez les totaux de points de vie&#xa0;: listez les joueurs dans l&apos;ordre qui reçoit les totaux affichés</translation>
    </message>
    <message>
        <source>Which plane goes on top of your planar deck?</source>
        <translation>Quel plan va au-dessus de votre deck planaire&#xa0;?</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Piochez une carte.</translation>
    </message>
    <message>
        <source>Put {revealed} on the bottom of your planar deck?</source>
        <translation>Mettre {revealed} au-dessous de votre deck planaire&#xa0;?</translation>
    </message>
    <message>
        <source>Each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane</source>
        <translation>Chaque lancer vierge du dé planaire est un lancer chaos jusqu&apos;à ce qu&apos;un joueur se transplane depuis un plan</translation>
    </message>
    <message>
        <source>Until {you}&apos;s next turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues instead</source>
        <translation>Jusqu&apos;au prochain tour de {you}, si un joueur devait se transplaner à cause du résultat de son lancer de dé planaire, le chaos s&apos;ensuit à la place</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>Dégagez toutes les créatures qui ont attaqué ce tour-ci.</translation>
    </message>
    <message>
        <source>Untap up to two target creatures your team controls.</source>
        <translation>Dégagez jusqu&apos;à deux créatures ciblées que votre équipe contrôle.</translation>
    </message>
    <message>
        <source>Creatures {you} controls get +1/+1 and have haste</source>
        <translation>Les créatures que {you} contrôle gagnent +1/+1 et ont la célérité</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Défaussez-vous d&apos;une carte.</translation>
    </message>
    <message>
        <source>Did {target} discard a land card? (Then {target} loses 3 life.)</source>
        <translation>{target} s&apos;est-il défaussé d&apos;une carte de terrain&#xa0;? (Alors {target} perd 3 points de vie.)</translation>
    </message>
    <message>
        <source>Each player sacrifices a nonland permanent, {rounds} time(s) in all ({you} flipped until winning).</source>
        <translation>Chaque joueur sacrifie un permanent non-terrain, {rounds} fois en tout ({you} a joué à pile ou face jusqu&apos;à gagner).</translation>
    </message>
    <message>
        <source>Noncreature artifacts {you} controls have &quot;{T}, Sacrifice this artifact: Flip a coin. If you win the flip, this artifact deals 3 damage to any target.&quot;</source>
        <translation>Les artefacts non-créature que {you} contrôle ont «&#xa0;{T}, sacrifiez cet artefact&#xa0;: Jouez à pile ou face. Si vous gagnez, cet artefact inflige 3 blessures à n&apos;importe quelle cible.&#xa0;»</translation>
    </message>
    <message>
        <source>monarch</source>
        <translation>monarque</translation>
    </message>
    <message>
        <source>Assassin 1/1 (deathtouch, haste)</source>
        <translation>Assassin 1/1 (contact mortel, célérité)</translation>
    </message>
    <message>
        <source>If you have the city&apos;s blessing, draw a card.</source>
        <translation>Si vous avez l&apos;agrément de la cité, piochez une carte.</translation>
    </message>
    <message>
        <source>Green anchor or red waterfall?</source>
        <translation>Ancre verte ou cascade rouge&#xa0;?</translation>
    </message>
    <message>
        <source>green anchor</source>
        <translation>ancre verte</translation>
    </message>
    <message>
        <source>red waterfall</source>
        <translation>cascade rouge</translation>
    </message>
    <message>
        <source>Creatures can&apos;t attack {you}</source>
        <translation>Les créatures ne peuvent pas attaquer {you}</translation>
    </message>
    <message>
        <source>{you} can&apos;t lose the game and {you}&apos;s opponents can&apos;t win the game</source>
        <translation>{you} ne peut pas perdre la partie et les adversaires de {you} ne peuvent pas gagner la partie</translation>
    </message>
    <message>
        <source>{target} can&apos;t cast spells</source>
        <translation>{target} ne peut pas lancer de sorts</translation>
    </message>
    <message>
        <source>Nothing happens: {you} didn&apos;t planeswalk to Unyaro this turn.</source>
        <translation>Rien ne se passe&#xa0;: {you} ne s&apos;est pas transplané vers Unyaro ce tour-ci.</translation>
    </message>
    <message>
        <source>Untap all creatures. They phase out until a player planeswalks.</source>
        <translation>Dégagez toutes les créatures. Elles passent hors phase jusqu&apos;à ce qu&apos;un joueur se transplane.</translation>
    </message>
    <message>
        <source>All creatures that were untapped by Unyaro are phased out</source>
        <translation>Toutes les créatures dégagées par Unyaro sont hors phase</translation>
    </message>
    <message>
        <source>The phased-out permanents phase in now.</source>
        <translation>Les permanents hors phase passent en phase maintenant.</translation>
    </message>
    <message>
        <source>Knight 2/2 (vigilance)</source>
        <translation>Chevalier 2/2 (vigilance)</translation>
    </message>
    <message>
        <source>For each opponent, choose up to one target nonland permanent that opponent controls. Untap those permanents; they phase out.</source>
        <translation>Pour chaque adversaire, choisissez jusqu&apos;à un permanent non-terrain ciblé que cet adversaire contrôle. Dégagez ces permanents&#xa0;; ils passent hors phase.</translation>
    </message>
    <message>
        <source>Permanents chosen with The Doctor&apos;s Childhood Barn are phased out</source>
        <translation>Les permanents choisis avec La grange d&apos;enfance du Docteur sont hors phase</translation>
    </message>
    <message>
        <source>Goblin 1/1</source>
        <translation>Gobelin 1/1</translation>
    </message>
    <message>
        <source>Cards can&apos;t enter from exile this turn</source>
        <translation>Les cartes ne peuvent pas arriver sur le champ de bataille depuis l&apos;exil ce tour-ci</translation>
    </message>
    <message>
        <source>Each player exiles all creatures they control and creates X 1/1 green Saproling creature tokens, where X is the total power of the creatures they exiled.</source>
        <translation>Chaque joueur exile toutes les créatures qu&apos;il contrôle et crée X jetons de créature 1/1 verte Saprobionte, X étant la force totale des créatures qu&apos;il a exilées.</translation>
    </message>
    <message>
        <source>Gain control of target artifact.</source>
        <translation>Acquérez le contrôle de l&apos;artefact ciblé.</translation>
    </message>
    <message>
        <source>Sacrifice a creature. Could you?</source>
        <translation>Sacrifiez une créature. En avez-vous sacrifié une&#xa0;?</translation>
    </message>
    <message>
        <source>Sliver 1/1</source>
        <translation>Slivoïde 1/1</translation>
    </message>
    <message>
        <source>Shapeshifter 2/2 (changeling)</source>
        <translation>Changeforme 2/2 (changelin)</translation>
    </message>
    <message>
        <source>Soldier 1/1 (enters tapped)</source>
        <translation>Soldat 1/1 (arrive engagé)</translation>
    </message>
    <message>
        <source>Goat 0/1</source>
        <translation>Chèvre 0/1</translation>
    </message>
    <message>
        <source>Dragon 5/5 (flying)</source>
        <translation>Dragon 5/5 (vol)</translation>
    </message>
    <message>
        <source>Warrior 1/1</source>
        <translation>Guerrier 1/1</translation>
    </message>
    <message>
        <source>Zombie 2/2</source>
        <translation>Zombie 2/2</translation>
    </message>
    <message>
        <source>Eldrazi 7/7 (annihilator 1)</source>
        <translation>Eldrazi 7/7 (annihilateur 1)</translation>
    </message>
    <message>
        <source>Butterfly 1/1 (flying)</source>
        <translation>Papillon 1/1 (vol)</translation>
    </message>
    <message>
        <source>Alien 2/2</source>
        <translation>Extraterrestre 2/2</translation>
    </message>
</context>
<context>
    <name>CardDetailDialog</name>
    <message>
        <source>{name}: card text and rulings</source>
        <translation>{name}&#xa0;: texte et précisions</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+wheel down)</source>
        <translation>Texte plus petit (Ctrl+molette vers le bas)</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texte plus grand</translation>
    </message>
    <message>
        <source>Larger text (Ctrl+wheel up)</source>
        <translation>Texte plus grand (Ctrl+molette vers le haut)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>Rulings ({n})</source>
        <translation>Précisions ({n})</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Précisions</translation>
    </message>
    <message>
        <source>No official rulings are recorded for this card.</source>
        <translation>Aucune précision officielle n&apos;est enregistrée pour cette carte.</translation>
    </message>
    <message>
        <source>Source: {label} ({detail})</source>
        <translation>Source&#xa0;: {label} ({detail})</translation>
    </message>
    <message>
        <source>About this card&apos;s data: {notes}</source>
        <translation>À propos des données de cette carte&#xa0;: {notes}</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Tap to see {name} large</source>
        <translation>Touchez pour voir {name} en grand</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>Choisir {name}</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>Owner: {owner}</source>
        <translation>Propriétaire&#xa0;: {owner}</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>carte de test</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Answer…</source>
        <translation>Répondre…</translation>
    </message>
    <message>
        <source>{player} moves the game: tap a plane or a Hellride corner · keys ←↑↓→, Enter</source>
        <translation>{player} déplace la partie&#xa0;: touchez un plan ou un coin Hellride · touches ←↑↓→, Entrée</translation>
    </message>
    <message>
        <source>{player} chooses: {prompt}</source>
        <translation>{player} choisit&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>List…</source>
        <translation>Liste…</translation>
    </message>
    <message>
        <source>The moves as a list of buttons</source>
        <translation>Les déplacements sous forme de boutons</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} choisit</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} choisit</translation>
    </message>
    <message>
        <source>Hide for now: the choice bar brings it back</source>
        <translation>Masquer pour l&apos;instant&#xa0;: la barre de choix le réaffiche</translation>
    </message>
    <message>
        <source>Tap a card to see it large.</source>
        <translation>Touchez une carte pour la voir en grand.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): tap one to see it large; scroll for more.</source>
        <translation>
            <numerusform>%n carte&#xa0;: touchez-la pour la voir en grand&#xa0;; faites défiler pour la suite.</numerusform>
            <numerusform>%n cartes&#xa0;: touchez-en une pour la voir en grand&#xa0;; faites défiler pour la suite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Choisir cette carte</translation>
    </message>
    <message>
        <source>These abilities do the same thing: their order doesn&apos;t matter.</source>
        <translation>Ces capacités font la même chose&#xa0;: leur ordre n&apos;a pas d&apos;importance.</translation>
    </message>
    <message>
        <source>Tap an ability, then move it: the top one resolves first. Enter confirms.</source>
        <translation>Touchez une capacité, puis déplacez-la&#xa0;: celle du haut se résout en premier. Entrée confirme.</translation>
    </message>
    <message>
        <source>These cards go to the bottom of the planar deck together, in the order you choose: the top one lies nearest the top of the deck, the last one at the very bottom. Keep this order, or move a card and confirm.</source>
        <translation>Ces cartes vont ensemble au-dessous du deck planaire, dans l&apos;ordre de votre choix&#xa0;: celle du haut est la plus proche du dessus du deck, la dernière tout en dessous. Gardez cet ordre, ou déplacez une carte et confirmez.</translation>
    </message>
    <message>
        <source>Tap a player, then move them: the life totals shown go to the players top to bottom.</source>
        <translation>Touchez un joueur, puis déplacez-le&#xa0;: les totaux de points de vie affichés vont aux joueurs de haut en bas.</translation>
    </message>
    <message>
        <source>Planeswalking ability</source>
        <translation>Capacité de transplanage</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Garder cet ordre</translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation>Confirmer l&apos;ordre</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Choose one mode as the ability goes on the stack.</source>
        <translation>Choisissez un mode quand la capacité est mise sur la pile.</translation>
    </message>
    <message>
        <source>Choose the target player as the ability goes on the stack.</source>
        <translation>Choisissez le joueur ciblé quand la capacité est mise sur la pile.</translation>
    </message>
    <message>
        <source>Choose where the game moves on the Eternities Map (the map shows the same: tap a space there).</source>
        <translation>Choisissez où la partie se déplace sur la Carte des Éternités (la carte montre la même chose&#xa0;: touchez-y une case).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Not accepted: {reason}</source>
        <translation>Refusé&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>ChoiceText</name>
    <message>
        <source>{player} chooses the order of the triggered abilities</source>
        <translation>{player} choisit l&apos;ordre des capacités déclenchées</translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation>{player} décide oui ou non</translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation>{player} choisit un joueur</translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation>{player} choisit une carte</translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation>{player} choisit une option</translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation>{player} choisit qui reçoit quel total de points de vie</translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation>{player} choisit un mode</translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation>{player} choisit une cible</translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation>{player} ordonne les cartes qui vont au-dessous</translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation>{player} choisit où la partie se déplace</translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation>{player} est en train de choisir</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="vanished">{some} et {last}</translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation>{cards} seront placées là où la partie se déplace</translation>
    </message>
</context>
<context>
    <name>CommanderGrid</name>
    <message>
        <source>{commander} ({owner}): {n} combat damage</source>
        <translation>{commander} ({owner})&#xa0;: {n} blessures de combat</translation>
    </message>
    <message>
        <source>Tap to enter commander damage (903.10a; 21 from one commander loses, 704.6c)</source>
        <translation>Touchez pour noter les blessures de commandant (903.10a&#xa0;; 21 d&apos;un même commandant font perdre, 704.6c)</translation>
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
        <translation>OK</translation>
    </message>
    <message>
        <source>{player}: commanders</source>
        <translation>{player}&#xa0;: commandants</translation>
    </message>
    <message>
        <source>Combat damage dealt to {player} by each opponent&apos;s commander (903.10a); 21 or more from one loses (704.6c). It changes life too.</source>
        <translation>Blessures de combat infligées à {player} par le commandant de chaque adversaire (903.10a)&#xa0;; 21 ou plus d&apos;un même commandant font perdre (704.6c). Les points de vie changent aussi.</translation>
    </message>
    <message>
        <source>{commander} ({owner})</source>
        <translation>{commander} ({owner})</translation>
    </message>
    <message>
        <source>{step:+d} combat damage from {commander}</source>
        <translation>{step:+d} blessures de combat de {commander}</translation>
    </message>
    <message>
        <source>Commander tax (903.8): {2} more for each earlier cast from the command zone</source>
        <translation>Taxe de commandant (903.8)&#xa0;: {2} de plus par lancement précédent depuis la zone de commandement</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>{commander} was cast from the command zone</source>
        <translation>{commander} a été lancé depuis la zone de commandement</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Marqueurs poison</translation>
    </message>
    <message>
        <source>cast {n}× · next costs {tax} more</source>
        <translation>lancé {n}× · le suivant coûte {tax} de plus</translation>
    </message>
    <message>
        <source>21 combat damage from {owner}&apos;s {commander} (704.6c): {player} loses — the table confirms with the seat&apos;s Leave button</source>
        <translation>21 blessures de combat de {commander} de {owner} (704.6c)&#xa0;: {player} perd — la table confirme avec le bouton Quitter de la place</translation>
    </message>
</context>
<context>
    <name>CommanderStrip</name>
    <message>
        <source>Commander tax: {list}</source>
        <translation>Taxe de commandant&#xa0;: {list}</translation>
    </message>
    <message>
        <source>{commander}: cast {n}× from the command zone; the next cast costs {tax} more (903.8)</source>
        <translation>{commander}&#xa0;: lancé {n}× depuis la zone de commandement&#xa0;; le prochain lancement coûte {tax} de plus (903.8)</translation>
    </message>
    <message>
        <source>Tap to record a cast</source>
        <translation>Touchez pour noter un lancement</translation>
    </message>
</context>
<context>
    <name>ConfirmForm</name>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
</context>
<context>
    <name>CounterKind</name>
    <message>
        <source>charge</source>
        <translation>charge</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>éruption</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>exposition</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>flamme</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>poison</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>pression</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>parchemin</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation>Planechase (2009), avec ses promos</translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation>Plans et phénomènes</translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation>Plans seuls</translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation>Phénomènes seuls</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>carte de test</translation>
    </message>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation>
            <numerusform>deck partagé pour %n joueur</numerusform>
            <numerusform>deck partagé pour %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <translation>Deck planaire de {owner}</translation>
    </message>
    <message>
        <source>planar deck</source>
        <translation>deck planaire</translation>
    </message>
    <message>
        <source>Deck builder — {whose}</source>
        <translation>Constructeur de deck — {whose}</translation>
    </message>
    <message>
        <source>Search names in any language, type lines and card text…</source>
        <translation>Chercher noms (toutes langues), lignes de type et texte…</translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation>Extensions&#xa0;:</translation>
    </message>
    <message>
        <source>Include playtest cards</source>
        <translation>Inclure les cartes de test</translation>
    </message>
    <message>
        <source>Unofficial playtest cards (Unknown Event); off by default</source>
        <translation>Cartes de test non officielles (Unknown Event)&#xa0;; désactivées par défaut</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Ajouter →</translation>
    </message>
    <message>
        <source>Add the selected cards to the deck (or double-click a card)</source>
        <translation>Ajouter les cartes sélectionnées au deck (ou double-cliquez sur une carte)</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Retirer</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deck (or double-click a card in the deck)</source>
        <translation>Retirer du deck les cartes sélectionnées (ou double-cliquez sur une carte du deck)</translation>
    </message>
    <message>
        <source>Saved decks:</source>
        <translation>Decks enregistrés&#xa0;:</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>Nom du deck&#xa0;:</translation>
    </message>
    <message>
        <source>a name to save this deck under</source>
        <translation>un nom pour ce deck</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Select a card to read it.</source>
        <translation>Sélectionnez une carte pour la lire.</translation>
    </message>
    <message>
        <source>Import text…</source>
        <translation>Importer du texte…</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Exporter en texte</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Enregistrer le deck</translation>
    </message>
    <message>
        <source>Use this deck</source>
        <translation>Utiliser ce deck</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Deck: {cards}, {phenomena}</source>
        <translation>Deck&#xa0;: {cards}, {phenomena}</translation>
    </message>
    <message>
        <source>This deck breaks the deck rules (see under the deck): fix it first.</source>
        <translation>Ce deck enfreint les règles de construction (voir sous le deck)&#xa0;: corrigez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>901.15a: a legal shared planar deck for {players} players ({cards}, {phenomena}; at least {minimum} needed).</source>
        <translation>901.15a&#xa0;: un deck planaire partagé légal pour {players} joueurs ({cards}, {phenomena}&#xa0;; au moins {minimum} requises).</translation>
    </message>
    <message>
        <source>901.3: a legal planar deck ({cards}, {phenomena}).</source>
        <translation>901.3&#xa0;: un deck planaire légal ({cards}, {phenomena}).</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <translation>Le deck planaire partagé</translation>
    </message>
    <message>
        <source>The planar deck</source>
        <translation>Le deck planaire</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {cards}; it needs at least {minimum}.</source>
        <translation>{rule}&#xa0;: {whose} a {cards}&#xa0;; il en faut au moins {minimum}.</translation>
    </message>
    <message>
        <source>{rule}: {whose} holds {names} more than once; each card must have a different English name.</source>
        <translation>{rule}&#xa0;: {whose} contient {names} plus d&apos;une fois&#xa0;; chaque carte doit avoir un nom anglais différent.</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {phenomena} ({names}); at most {max} are allowed.</source>
        <translation>{rule}&#xa0;: {whose} a {phenomena} ({names})&#xa0;; {max} au plus sont permis.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n phénomène</numerusform>
            <numerusform>%n phénomènes</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} shown</source>
        <translation type="vanished">{cards} affichées</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation>{printed} ({english})</translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation>{name}  ✦ phénomène</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Texte Oracle</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Imprimé</translation>
    </message>
    <message>
        <source>Back to the text printed on the card</source>
        <translation>Revenir au texte imprimé sur la carte</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texte imprimé</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) shown</source>
        <translation>
            <numerusform>%n carte affichée</numerusform>
            <numerusform>%n cartes affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules</source>
        <translation>Afficher le texte Oracle anglais, qui fait foi pour les règles</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(aucun deck)</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation>Impossible de lire un deck enregistré (laissé tel quel)&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Non enregistré&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Saved {name!r} ({cards}) to {path}. The new-game wizard offers it under Saved decks.</source>
        <translation>{name!r} ({cards}) enregistré dans {path}. L&apos;assistant de nouvelle partie le propose sous Decks enregistrés.</translation>
    </message>
    <message>
        <source>A name for this deck:</source>
        <translation>Un nom pour ce deck&#xa0;:</translation>
    </message>
    <message>
        <source>Not saved: the deck needs a name.</source>
        <translation>Non enregistré&#xa0;: le deck a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation>Fermer le constructeur de deck</translation>
    </message>
    <message>
        <source>This deck isn&apos;t saved. Close without saving it?</source>
        <translation>Ce deck n&apos;est pas enregistré. Fermer sans l&apos;enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Fermer sans enregistrer</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuer à éditer</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation>Non chargé&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>«&#xa0;{name}&#xa0;» chargé.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Supprimer le deck</translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation>Supprimer le deck enregistré «&#xa0;{name}&#xa0;»&#xa0;? C&apos;est irréversible.</translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation>Non supprimé&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>«&#xa0;{name}&#xa0;» supprimé.</translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>{cards} importées.</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation>Liste du deck copiée dans le presse-papiers.</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Import a deck list</source>
        <translation>Importer une liste de deck</translation>
    </message>
    <message>
        <source>One card per line, with an optional count (&quot;1 Akoum&quot;); lines starting with # are comments.</source>
        <translation>Une carte par ligne, avec un nombre facultatif («&#xa0;1 Akoum&#xa0;»)&#xa0;; les lignes commençant par # sont des commentaires.</translation>
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
        <translation>Importer</translation>
    </message>
</context>
<context>
    <name>DeckListText</name>
    <message numerus="yes">
        <source>and %n more line(s)</source>
        <comment>after a deck list&apos;s problems</comment>
        <translation>
            <numerusform>et %n autre ligne</numerusform>
            <numerusform>et %n autres lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation>Deck enregistré</translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation>Coller une liste</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>Constructeur</translation>
    </message>
    <message>
        <source>Where this planar deck comes from</source>
        <translation>D&apos;où vient ce deck planaire</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartes</translation>
    </message>
    <message>
        <source>How many cards to deal (at least ten, 901.3)</source>
        <translation>Nombre de cartes à distribuer (au moins dix, 901.3)</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>{set} only</source>
        <translation>{set} seul</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Construire…</translation>
    </message>
    <message>
        <source>Open the deck builder</source>
        <translation>Ouvrir le constructeur de deck</translation>
    </message>
    <message>
        <source>Paste a deck list: one card per line, e.g. &quot;1 Akoum&quot;</source>
        <translation>Collez une liste de deck&#xa0;: une carte par ligne, p. ex. «&#xa0;1 Akoum&#xa0;»</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(aucun deck)</translation>
    </message>
    <message>
        <source>There are no saved decks yet: build one with Build…</source>
        <translation>Aucun deck enregistré pour l&apos;instant&#xa0;: créez-en un avec Construire…</translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation>Deck aléatoire</translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation>Deck enregistré «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation>Collez une liste de deck ci-dessus.</translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation>Liste collée</translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation>Aucun deck construit pour l&apos;instant&#xa0;: appuyez sur Construire… pour en faire un.</translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation>Deck construit</translation>
    </message>
    <message>
        <source>✓ {note}: {cards}, {phenomena} — legal ({rule})</source>
        <translation>✓ {note}&#xa0;: {cards}, {phenomena} — légal ({rule})</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n phénomène</numerusform>
            <numerusform>%n phénomènes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>The saved deck {name!r}</source>
        <translation>Le deck enregistré {name!r}</translation>
    </message>
    <message>
        <source>it is no longer listed</source>
        <translation>il n&apos;est plus dans la liste</translation>
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
        <translation>Vierge</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation>virtuel</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>à la main</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>caméra</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>tour à dés</translation>
    </message>
    <message>
        <source>effect, free</source>
        <translation>effet, gratuit</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>coût {cost}</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Commencez d&apos;abord une partie.</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dé planaire</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <comment>the manual button</comment>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what}. Deal with it, then roll (116.2i).</source>
        <translation>Arrêt — {step}&#xa0;: {what}. Occupez-vous-en, puis lancez (116.2i).</translation>
    </message>
    <message>
        <source>Die: virtual</source>
        <translation>Dé&#xa0;: virtuel</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Or enter a real die, read by hand:</source>
        <translation>Ou entrez un vrai dé, lu à la main&#xa0;:</translation>
    </message>
    <message>
        <source>Enter a {face} read off a real die</source>
        <translation>Entrer {face} lu sur un vrai dé</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Pas encore de lancer</translation>
    </message>
    <message>
        <source>Who rolls:</source>
        <translation>Qui lance&#xa0;:</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d)</source>
        <translation>Chaque membre de l&apos;équipe active peut lancer, chacun à son propre coût (901.12d)</translation>
    </message>
    <message>
        <source>Camera…</source>
        <translation>Caméra…</translation>
    </message>
    <message>
        <source>Show what the camera sees (Camera ▸ Show camera…)</source>
        <translation>Afficher ce que voit la caméra (Caméra ▸ Afficher la caméra…)</translation>
    </message>
    <message>
        <source>Die: {name}</source>
        <translation>Dé&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Rien n&apos;a changé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what} triggered. Deal with it, then roll (116.2i).</source>
        <translation type="vanished">Arrêt — {step}&#xa0;: {what} s&apos;est déclenché. Réglez-le, puis lancez (116.2i).</translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation>{what} — rien n&apos;a changé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation>{player} lance ensuite&#xa0;: {cost} mana</translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation>Une action spéciale&#xa0;: le joueur actif, pendant une phase principale, la pile vide&#xa0;; chaque lancer de ce tour coûte un mana de plus (901.9, 116.2i)</translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation>Le prochain lancer de {player} coûte {cost} mana.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>At the {step}, {what} triggers: Roll goes there first.</source>
        <translation>{step}&#xa0;: {what} se déclenche&#xa0;; Lancer s&apos;y arrête d&apos;abord.</translation>
    </message>
    <message>
        <source>First, {waiting}.</source>
        <translation>D&apos;abord, {waiting}.</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Lancement…</translation>
    </message>
    <message>
        <source>Read {read}, counts as {counted}</source>
        <translation>Lu {read}, compte comme {counted}</translation>
    </message>
</context>
<context>
    <name>EffectRow</name>
    <message>
        <source>End</source>
        <translation>Finir</translation>
    </message>
    <message>
        <source>End this effect now</source>
        <translation>Finir cet effet maintenant</translation>
    </message>
</context>
<context>
    <name>EffectsView</name>
    <message>
        <source>until end of turn</source>
        <translation>jusqu&apos;à la fin du tour</translation>
    </message>
    <message>
        <source>until a player planeswalks</source>
        <translation>jusqu&apos;à ce qu&apos;un joueur se transplane</translation>
    </message>
    <message>
        <source>until a player planeswalks away from a plane</source>
        <translation>jusqu&apos;à ce qu&apos;un joueur se transplane depuis un plan</translation>
    </message>
    <message>
        <source>until {player}&apos;s next turn</source>
        <translation>jusqu&apos;au prochain tour de {player}</translation>
    </message>
    <message>
        <source>until your next turn</source>
        <translation>jusqu&apos;à votre prochain tour</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>pour le reste de la partie</translation>
    </message>
    <message>
        <source>until {what}</source>
        <translation>jusqu&apos;à {what}</translation>
    </message>
    <message>
        <source>No active effects</source>
        <translation>Aucun effet actif</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>The game is back, but undo can&apos;t go back before now: {why}.</source>
        <translation>La partie est de retour, mais Annuler ne peut pas remonter avant maintenant&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Commencez d&apos;abord une partie.</translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>The planeswalking ability</source>
        <comment>ability.Planeswalking</comment>
        <translation>La capacité de transplanage</translation>
    </message>
    <message>
        <source>{card}&apos;s ability</source>
        <comment>ability.of_card</comment>
        <translation>la capacité de {card}</translation>
    </message>
    <message>
        <source>the planeswalking ability</source>
        <comment>ability.planeswalking</comment>
        <translation>la capacité de transplanage</translation>
    </message>
    <message>
        <source>add effect</source>
        <comment>action.add_effect</comment>
        <translation>ajout d&apos;effet</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>action.chaos</comment>
        <translation>chaos</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>action.choose</comment>
        <translation>choix</translation>
    </message>
    <message>
        <source>commander cast</source>
        <comment>action.commander_cast</comment>
        <translation>lancement du commandant</translation>
    </message>
    <message>
        <source>commander damage</source>
        <comment>action.commander_damage</comment>
        <translation>blessures de commandant</translation>
    </message>
    <message>
        <source>counter</source>
        <comment>action.counter</comment>
        <translation>marqueur</translation>
    </message>
    <message>
        <source>designation</source>
        <comment>action.designation</comment>
        <translation>désignation</translation>
    </message>
    <message>
        <source>end effect</source>
        <comment>action.end_effect</comment>
        <translation>fin d&apos;effet</translation>
    </message>
    <message>
        <source>end turn</source>
        <comment>action.end_turn</comment>
        <translation>fin du tour</translation>
    </message>
    <message>
        <source>extra beginning</source>
        <comment>action.extra_beginning</comment>
        <translation>phase de début supplémentaire</translation>
    </message>
    <message>
        <source>extra combat</source>
        <comment>action.extra_combat</comment>
        <translation>combat supplémentaire</translation>
    </message>
    <message>
        <source>extra turn</source>
        <comment>action.extra_turn</comment>
        <translation>tour supplémentaire</translation>
    </message>
    <message>
        <source>flip coin</source>
        <comment>action.flip_coin</comment>
        <translation>pile ou face</translation>
    </message>
    <message>
        <source>goto</source>
        <comment>action.goto</comment>
        <translation>passage à une étape</translation>
    </message>
    <message>
        <source>leave</source>
        <comment>action.leave</comment>
        <translation>départ d&apos;un joueur</translation>
    </message>
    <message>
        <source>life</source>
        <comment>action.life</comment>
        <translation>points de vie</translation>
    </message>
    <message>
        <source>move</source>
        <comment>action.move</comment>
        <translation>déplacement</translation>
    </message>
    <message>
        <source>next step</source>
        <comment>action.next_step</comment>
        <translation>étape suivante</translation>
    </message>
    <message>
        <source>next turn</source>
        <comment>action.next_turn</comment>
        <translation>tour suivant</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>action.planeswalk</comment>
        <translation>transplanage</translation>
    </message>
    <message>
        <source>player counter</source>
        <comment>action.player_counter</comment>
        <translation>marqueur de joueur</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>action.poison</comment>
        <translation>poison</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>action.remove</comment>
        <translation>retrait</translation>
    </message>
    <message>
        <source>resolve</source>
        <comment>action.resolve</comment>
        <translation>résolution</translation>
    </message>
    <message>
        <source>reverse turn order</source>
        <comment>action.reverse_turn_order</comment>
        <translation>inversion de l&apos;ordre du tour</translation>
    </message>
    <message>
        <source>roll</source>
        <comment>action.roll</comment>
        <translation>lancer</translation>
    </message>
    <message>
        <source>table counter</source>
        <comment>action.table_counter</comment>
        <translation>marqueur réglé par la table</translation>
    </message>
    <message>
        <source>table planeswalk</source>
        <comment>action.table_planeswalk</comment>
        <translation>transplanage par la table</translation>
    </message>
    <message>
        <source>table put</source>
        <comment>action.table_put</comment>
        <translation>carte placée par la table</translation>
    </message>
    <message>
        <source>table reveal</source>
        <comment>action.table_reveal</comment>
        <translation>révélation par la table</translation>
    </message>
    <message>
        <source>table shuffle</source>
        <comment>action.table_shuffle</comment>
        <translation>mélange par la table</translation>
    </message>
    <message>
        <source>token</source>
        <comment>action.token</comment>
        <translation>jeton</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>action.trigger</comment>
        <translation>déclenchement</translation>
    </message>
    <message>
        <source>{player} must choose {prompt}</source>
        <comment>busy.must_choose</comment>
        <translation>{player} doit choisir {prompt}</translation>
    </message>
    <message>
        <source>{sources:list} triggered</source>
        <comment>busy.triggered</comment>
        <translation>déclenché(s)&#xa0;: {sources:list}</translation>
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
        <translation>nom de carte inconnu {given}</translation>
    </message>
    <message>
        <source>unknown card name {given}; did you mean {suggestions:or}?</source>
        <comment>card.unknown_suggest</comment>
        <translation>nom de carte inconnu {given}&#xa0;; vouliez-vous dire {suggestions:or}&#xa0;?</translation>
    </message>
    <message>
        <source>{card} (#{id})</source>
        <comment>card.with_id</comment>
        <translation>{card} (n°{id})</translation>
    </message>
    <message>
        <source>In what order do {cards:and} go to the bottom of {deck}? The first is nearest the top.</source>
        <comment>choice.bottom_order</comment>
        <translation>Dans quel ordre {cards:and} vont-elles sous {deck}&#xa0;? La première est la plus proche du dessus.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every card once, nearest the top first, or &quot;keep&quot;: {options:semi}</source>
        <comment>choice.every_card_once</comment>
        <translation>&apos;choose&apos;&#xa0;: listez chaque carte une fois, la plus proche du dessus d&apos;abord, ou &quot;keep&quot;&#xa0;: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every player once, in the order that receives the life totals as listed: {options:semi}</source>
        <comment>choice.every_player_once</comment>
        <translation>&apos;choose&apos;&#xa0;: listez chaque joueur une fois, dans l&apos;ordre qui reçoit les totaux de points de vie listés&#xa0;: {options:semi}</translation>
    </message>
    <message>
        <source>{player} must first choose: {prompt}</source>
        <comment>choice.first</comment>
        <translation>{player} doit d&apos;abord choisir&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>{player} must first choose the mode of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_mode</comment>
        <translation>{player} doit d&apos;abord choisir le mode de la capacité de {source} (n°{id})</translation>
    </message>
    <message>
        <source>{player} must first choose the target of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_target</comment>
        <translation>{player} doit d&apos;abord choisir la cible de la capacité de {source} (n°{id})</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: index {index} is out of range 0-{last}</source>
        <comment>choice.index_out_of_range</comment>
        <translation>&apos;choose&apos;&#xa0;: l&apos;indice {index} est hors de l&apos;intervalle 0-{last}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: a list choice holds option strings or indexes</source>
        <comment>choice.list_of_options</comment>
        <translation>&apos;choose&apos;&#xa0;: un choix de liste contient des chaînes d&apos;options ou des indices</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: an option is listed twice</source>
        <comment>choice.listed_twice</comment>
        <translation>&apos;choose&apos;&#xa0;: une option est listée deux fois</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right.</source>
        <comment>choice.map_move</comment>
        <translation>{player}, déplacez la partie en haut, en bas, à gauche ou à droite.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right: {reason}.</source>
        <comment>choice.map_move.because</comment>
        <translation>{player}, déplacez la partie en haut, en bas, à gauche ou à droite&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{player} must first choose where the game moves on the Eternities Map</source>
        <comment>choice.map_move_first</comment>
        <translation>{player} doit d&apos;abord choisir où la partie se déplace sur la Carte des Éternités</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space.</source>
        <comment>choice.map_move_or_hellride</comment>
        <translation>{player}, déplacez la partie en haut, en bas, à gauche ou à droite, ou faites un hellride en diagonale vers une case vide.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space: {reason}.</source>
        <comment>choice.map_move_or_hellride.because</comment>
        <translation>{player}, déplacez la partie en haut, en bas, à gauche ou à droite, ou faites un hellride en diagonale vers une case vide&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{player}, choose where {cards:and} go: the game moves up, down, left or right, and the cards there are shuffled into the planar deck.</source>
        <comment>choice.map_place</comment>
        <translation>{player}, choisissez où vont {cards:and}&#xa0;: la partie va en haut, en bas, à gauche ou à droite, et les cartes qui s&apos;y trouvent sont mélangées au deck planaire.</translation>
    </message>
    <message>
        <source>there is no choice to make now</source>
        <comment>choice.none</comment>
        <translation>il n&apos;y a aucun choix à faire maintenant</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: {given} is not one of the options: {options:semi}</source>
        <comment>choice.not_an_option</comment>
        <translation>&apos;choose&apos;&#xa0;: {given} ne fait pas partie des options&#xa0;: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: this choice takes one option: {options:semi}</source>
        <comment>choice.one_option</comment>
        <translation>&apos;choose&apos;&#xa0;: ce choix prend une seule option&#xa0;: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list all {count} options in order, or name the one to resolve first</source>
        <comment>choice.order_all_or_one</comment>
        <translation>&apos;choose&apos;&#xa0;: listez les {count} options dans l&apos;ordre, ou nommez celle qui se résout en premier</translation>
    </message>
    <message>
        <source>the order of {count} triggered abilities you control (list them first to resolve first)</source>
        <comment>choice.order_triggers</comment>
        <translation>l&apos;ordre de {count} capacités déclenchées que vous contrôlez (la première listée se résout en premier)</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {least} or more, got {given}</source>
        <comment>command.at_least</comment>
        <translation>{cmd!r}&#xa0;: {key!r} doit valoir {least} ou plus, reçu {given}</translation>
    </message>
    <message>
        <source>{cmd!r}: {given} is not a usable file path</source>
        <comment>command.bad_path</comment>
        <translation>{cmd!r}&#xa0;: {given} n&apos;est pas un chemin de fichier utilisable</translation>
    </message>
    <message>
        <source>{cmd!r}: {problem}</source>
        <comment>command.bad_value</comment>
        <translation>{cmd!r}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>the engine can&apos;t apply {action}</source>
        <comment>command.cannot_apply</comment>
        <translation>le moteur ne peut pas appliquer {action}</translation>
    </message>
    <message>
        <source>{cmd!r}: {detail}</source>
        <comment>command.cannot_build</comment>
        <translation>{cmd!r}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;kind&apos; must name the counter, e.g. &quot;scroll&quot;</source>
        <comment>command.counter_kind</comment>
        <translation>{cmd!r}&#xa0;: &apos;kind&apos; doit nommer le marqueur, p. ex. &quot;scroll&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} needs exactly one of &apos;delta&apos; or &apos;set&apos;</source>
        <comment>command.delta_or_set</comment>
        <translation>{cmd!r} a besoin d&apos;exactement un champ parmi &apos;delta&apos; et &apos;set&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be empty</source>
        <comment>command.empty_field</comment>
        <translation>{cmd!r}&#xa0;: {key!r} ne doit pas être vide</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes {allowed:list}</source>
        <comment>command.extra_fields</comment>
        <translation>{cmd!r} n&apos;accepte pas {given}&#xa0;; il accepte {allowed:list}</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes no fields</source>
        <comment>command.extra_fields_none</comment>
        <translation>{cmd!r} n&apos;accepte pas {given}&#xa0;; il n&apos;accepte aucun champ</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {value!r}</source>
        <comment>command.field_bool</comment>
        <translation>{cmd!r}&#xa0;: {key!r} doit être {types:orwords}, reçu {value!r}</translation>
    </message>
    <message>
        <source>{cmd!r} needs {key!r}</source>
        <comment>command.field_missing</comment>
        <translation>{cmd!r} a besoin de {key!r}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {given}</source>
        <comment>command.field_type</comment>
        <translation>{cmd!r}&#xa0;: {key!r} doit être {types:orwords}, reçu {given}</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <comment>command.internal_error</comment>
        <translation>erreur interne&#xa0;: {kind}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} has {length} entries; at most {limit} are allowed</source>
        <comment>command.list_too_long</comment>
        <translation>{cmd!r}&#xa0;: {key} a {length} entrées&#xa0;; {limit} au plus sont permises</translation>
    </message>
    <message>
        <source>malformed JSON: {detail} {where}</source>
        <comment>command.malformed_json</comment>
        <translation>JSON mal formé&#xa0;: {detail} {where}</translation>
    </message>
    <message>
        <source>{cmd!r} needs a &apos;path&apos; string</source>
        <comment>command.needs_path</comment>
        <translation>{cmd!r} a besoin d&apos;une chaîne &apos;path&apos;</translation>
    </message>
    <message>
        <source>a command needs a &quot;cmd&quot; string</source>
        <comment>command.no_cmd</comment>
        <translation>une commande a besoin d&apos;une chaîne &quot;cmd&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} takes no fields; got {given}</source>
        <comment>command.no_fields</comment>
        <translation>{cmd!r} n&apos;accepte aucun champ&#xa0;; reçu {given}</translation>
    </message>
    <message>
        <source>no game yet: start one with {{&quot;cmd&quot;: &quot;new&quot;, ...}} or load a save</source>
        <comment>command.no_game</comment>
        <translation>pas encore de partie&#xa0;: commencez-en une avec {{&quot;cmd&quot;: &quot;new&quot;, ...}} ou chargez une sauvegarde</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be a list of strings</source>
        <comment>command.not_names</comment>
        <translation>{cmd!r}&#xa0;: {key} doit être une liste de chaînes</translation>
    </message>
    <message>
        <source>a command must be a JSON object like {{&quot;cmd&quot;: &quot;{example}&quot;}}</source>
        <comment>command.not_object</comment>
        <translation>une commande doit être un objet JSON comme {{&quot;cmd&quot;: &quot;{example}&quot;}}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be one of {allowed:list}; got {given}</source>
        <comment>command.not_one_of</comment>
        <translation>{cmd!r}&#xa0;: {key!r} doit être l&apos;une des valeurs {allowed:list}&#xa0;; reçu {given}</translation>
    </message>
    <message>
        <source>{cmd!r} takes only &apos;path&apos;</source>
        <comment>command.only_path</comment>
        <translation>{cmd!r} n&apos;accepte que &apos;path&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be within ±{limit:,}, got {given}</source>
        <comment>command.out_of_range</comment>
        <translation>{cmd!r}&#xa0;: {key} doit être compris dans ±{limit:,}, reçu {given}</translation>
    </message>
    <message>
        <source>&apos;rulings&apos; takes a &apos;card&apos; name</source>
        <comment>command.rulings_need_card</comment>
        <translation>&apos;rulings&apos; prend un nom de carte &apos;card&apos;</translation>
    </message>
    <message>
        <source>{problem:cap}.</source>
        <comment>command.sentence</comment>
        <translation>{problem:cap}.</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} is {length} characters long; at most {limit} are allowed</source>
        <comment>command.text_too_long</comment>
        <translation>{cmd!r}&#xa0;: {key} fait {length} caractères&#xa0;; {limit} au plus sont permis</translation>
    </message>
    <message>
        <source>unknown command {given}</source>
        <comment>command.unknown</comment>
        <translation>commande inconnue {given}</translation>
    </message>
    <message>
        <source>{given} is not a usable file path ({detail})</source>
        <comment>command.unusable_path</comment>
        <translation>{given} n&apos;est pas un chemin de fichier utilisable ({detail})</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be 0</source>
        <comment>command.zero</comment>
        <translation>{cmd!r}&#xa0;: {key!r} ne doit pas valoir 0</translation>
    </message>
    <message>
        <source>{player}&apos;s commanders need names of 1-{most} characters without &apos;/&apos;</source>
        <comment>commander.bad_names</comment>
        <translation>les commandants de {player} ont besoin de noms de 1 à {most} caractères sans &apos;/&apos;</translation>
    </message>
    <message>
        <source>{commander} has been cast {count:,} times; that is past any real game</source>
        <comment>commander.cast_too_often</comment>
        <translation>{commander} a été lancé {count:,} fois&#xa0;; c&apos;est au-delà de toute vraie partie</translation>
    </message>
    <message>
        <source>{player} has taken {taken} damage from {owner}/{commander}; can&apos;t take away {amount}</source>
        <comment>commander.damage_below_zero</comment>
        <translation>{player} a subi {taken} blessures de {owner}/{commander}&#xa0;; impossible d&apos;en retirer {amount}</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; names the dealing player &apos;from&apos;</source>
        <comment>commander.damage_from_not_source</comment>
        <translation>&apos;commander_damage&apos; nomme le joueur qui inflige &apos;from&apos;</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by a teammate&apos;s commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_mate</comment>
        <translation>{player} ne peut pas subir de blessures de commandant du commandant d&apos;un coéquipier&#xa0;; 903.10a compte les blessures des commandants adverses</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; needs &apos;from&apos; (the commander&apos;s owner)</source>
        <comment>commander.damage_needs_from</comment>
        <translation>&apos;commander_damage&apos; a besoin de &apos;from&apos; (le propriétaire du commandant)</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by their own commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_own</comment>
        <translation>{player} ne peut pas subir de blessures de commandant de son propre commandant&#xa0;; 903.10a compte les blessures des commandants adverses</translation>
    </message>
    <message>
        <source>{player} has {count} commanders; a player has one, or two partners (or a background)</source>
        <comment>commander.how_many</comment>
        <translation>{player} a {count} commandants&#xa0;; un joueur en a un, ou deux partenaires (ou un historique)</translation>
    </message>
    <message>
        <source>{player} has two commanders ({commanders:list}); name one with &apos;commander&apos;</source>
        <comment>commander.name_one</comment>
        <translation>{player} a deux commandants ({commanders:list})&#xa0;; nommez-en un avec &apos;commander&apos;</translation>
    </message>
    <message>
        <source>this game has no commanders; start it in the commander format or name them with &apos;commanders&apos; (903)</source>
        <comment>commander.none_in_game</comment>
        <translation>cette partie n&apos;a pas de commandants&#xa0;; commencez-la au format Commander ou nommez-les avec &apos;commanders&apos; (903)</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names {given}, who is not one of the players ({players:list})</source>
        <comment>commander.not_a_player</comment>
        <translation>&apos;commanders&apos; nomme {given}, qui n&apos;est pas l&apos;un des joueurs ({players:list})</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names a player twice</source>
        <comment>commander.player_twice</comment>
        <translation>&apos;commanders&apos; nomme un joueur deux fois</translation>
    </message>
    <message>
        <source>{player}&apos;s two commanders need different names</source>
        <comment>commander.same_names</comment>
        <translation>les deux commandants de {player} doivent avoir des noms différents</translation>
    </message>
    <message>
        <source>{player} has no commander named {given}; their commanders: {commanders:list}</source>
        <comment>commander.unknown</comment>
        <translation>{player} n&apos;a pas de commandant nommé {given}&#xa0;; ses commandants&#xa0;: {commanders:list}</translation>
    </message>
    <message>
        <source>{card} has {value:,} {kind} {value:plural:counter|counters}</source>
        <comment>correction.counters</comment>
        <translation>{card} a {value:,} {value:plural:marqueur|marqueurs} «&#xa0;{kind}&#xa0;»</translation>
    </message>
    <message>
        <source>{card} has no {kind} counters</source>
        <comment>correction.counters_none</comment>
        <translation>{card} n&apos;a aucun marqueur «&#xa0;{kind}&#xa0;»</translation>
    </message>
    <message>
        <source>{given} is face up; table_planeswalk turns up a card in a planar deck</source>
        <comment>correction.face_up.table_planeswalk</comment>
        <translation>{given} est face visible&#xa0;; table_planeswalk révèle une carte d&apos;un deck planaire</translation>
    </message>
    <message>
        <source>{given} is face up; table_put moves a card in a planar deck</source>
        <comment>correction.face_up.table_put</comment>
        <translation>{given} est face visible&#xa0;; table_put déplace une carte d&apos;un deck planaire</translation>
    </message>
    <message>
        <source>{given} is in no planar deck</source>
        <comment>correction.in_no_deck</comment>
        <translation>{given} n&apos;est dans aucun deck planaire</translation>
    </message>
    <message>
        <source>{card} left the game with its owner, {owner}</source>
        <comment>correction.left_with_owner</comment>
        <translation>{card} a quitté la partie avec son propriétaire, {owner}</translation>
    </message>
    <message>
        <source>this game has no shared planar deck; name a player&apos;s deck</source>
        <comment>correction.no_shared_deck</comment>
        <translation>cette partie n&apos;a pas de deck planaire partagé&#xa0;; nommez le deck d&apos;un joueur</translation>
    </message>
    <message>
        <source>{given} is not in {deck}</source>
        <comment>correction.not_in_deck</comment>
        <translation>{given} n&apos;est pas dans {deck}</translation>
    </message>
    <message>
        <source>{player} planeswalks to {card} (the table says so)</source>
        <comment>correction.planeswalks</comment>
        <translation>{player} se transplane vers {card} (la table le décide)</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>correction.put_on_bottom</comment>
        <translation>{card} va sous {deck}</translation>
    </message>
    <message>
        <source>{card} goes on top of {deck}</source>
        <comment>correction.put_on_top</comment>
        <translation>{card} va sur {deck}</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} card(s); can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation type="vanished">&apos;table_reveal&apos;&#xa0;: {deck} a {count} carte(s)&#xa0;; impossible d&apos;en révéler {n}</translation>
    </message>
    <message>
        <source>{player} reveals {n:plural:the top card|the top {n} cards} of {deck}</source>
        <comment>correction.reveals</comment>
        <translation>{player} révèle, dans {deck}, {n:plural:la carte du dessus|les {n} cartes du dessus}</translation>
    </message>
    <message>
        <source>{deck:cap} is shuffled</source>
        <comment>correction.shuffled</comment>
        <translation>{deck:cap} est mélangé</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} counter(s); can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation type="vanished">{owner} a {count} marqueur(s) «&#xa0;{kind}&#xa0;»&#xa0;; impossible d&apos;en retirer {remove}</translation>
    </message>
    <message>
        <source>{given} is face up more than once ({shown:list}); name it by id</source>
        <comment>counter.face_up_twice</comment>
        <translation>{given} est face visible plus d&apos;une fois ({shown:list})&#xa0;; désignez-le par son id</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: {shown:list}</source>
        <comment>counter.not_face_up</comment>
        <translation>{given} n&apos;est pas face visible&#xa0;; face visible&#xa0;: {shown:list}</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: nothing</source>
        <comment>counter.not_face_up_nothing</comment>
        <translation>{given} n&apos;est pas face visible&#xa0;; face visible&#xa0;: rien</translation>
    </message>
    <message>
        <source>{player} has {count} poison counter(s); can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation type="vanished">{player} a {count} marqueur(s) poison&#xa0;; impossible de descendre sous 0</translation>
    </message>
    <message>
        <source>{player} has {count} {token} token(s); {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation type="vanished">{player} a {count} jeton(s) {token}&#xa0;; {leave} ne peuvent pas partir</translation>
    </message>
    <message>
        <source>The Eternities Map&apos;s planar deck</source>
        <comment>deck.Map</comment>
        <translation>Le deck planaire de la Carte des Éternités</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <comment>deck.Shared</comment>
        <translation>Le deck planaire partagé</translation>
    </message>
    <message>
        <source>holds {cards:list} more than once; each card must have a different English name</source>
        <comment>deck.duplicates</comment>
        <translation>contient {cards:list} plus d&apos;une fois&#xa0;; chaque carte doit avoir un nom anglais différent</translation>
    </message>
    <message>
        <source>{whose} {problems:andit}</source>
        <comment>deck.illegal</comment>
        <translation>{whose} {problems:andit}</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <comment>deck.line_problem</comment>
        <translation>ligne {line}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>line {line}: {given} copies of one card; at most {most} are read, and a planar deck holds each card once (901.3)</source>
        <comment>deck.line_too_many_copies</comment>
        <translation>ligne {line}&#xa0;: {given} exemplaires d&apos;une carte&#xa0;; {most} au plus sont lus, et un deck planaire contient chaque carte une seule fois (901.3)</translation>
    </message>
    <message>
        <source>{problems:semi}</source>
        <comment>deck.list_problems</comment>
        <translation>{problems:semi}</translation>
    </message>
    <message>
        <source>{problems:semi}; and {more} more lines</source>
        <comment>deck.list_problems_more</comment>
        <translation>{problems:semi}&#xa0;; et {more} lignes de plus</translation>
    </message>
    <message>
        <source>the deck list is {length:,} characters long; at most {limit:,} are read</source>
        <comment>deck.list_too_long</comment>
        <translation>la liste de deck fait {length:,} caractères&#xa0;; {limit:,} au plus sont lus</translation>
    </message>
    <message>
        <source>the deck list has {lines:,} lines; at most {limit:,} are read</source>
        <comment>deck.list_too_many_lines</comment>
        <translation>la liste de deck a {lines:,} lignes&#xa0;; {limit:,} au plus sont lues</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <comment>deck.owned</comment>
        <translation>le deck planaire de {owner}</translation>
    </message>
    <message>
        <source>the shared planar deck</source>
        <comment>deck.shared</comment>
        <translation>le deck planaire partagé</translation>
    </message>
    <message>
        <source>a deck needs at least one card, not {size}</source>
        <comment>deck.size_below_one</comment>
        <translation>un deck a besoin d&apos;au moins une carte, pas {size}</translation>
    </message>
    <message>
        <source>the chosen sets hold too few cards for a deck of {size}</source>
        <comment>deck.too_few_in_sets</comment>
        <translation>les extensions choisies ont trop peu de cartes pour un deck de {size}</translation>
    </message>
    <message>
        <source>has {count} {count:plural:phenomenon|phenomena} ({cards:list}); at most {most} are allowed</source>
        <comment>deck.too_many_phenomena</comment>
        <translation>a {count} {count:plural:phénomène|phénomènes} ({cards:list})&#xa0;; {most} au plus sont permis</translation>
    </message>
    <message>
        <source>has {size} {size:plural:card|cards}; it needs at least {minimum}</source>
        <comment>deck.too_small</comment>
        <translation>a {size} {size:plural:carte|cartes}&#xa0;; il en faut au moins {minimum}</translation>
    </message>
    <message>
        <source>{owner}: {problems:semi}</source>
        <comment>deck.unknown_cards</comment>
        <translation>{owner}&#xa0;: {problems:semi}</translation>
    </message>
    <message>
        <source>unknown set {given:list}; the sets are {sets:list}</source>
        <comment>deck.unknown_sets</comment>
        <translation>extension inconnue {given:list}&#xa0;; les extensions sont {sets:list}</translation>
    </message>
    <message>
        <source>down</source>
        <comment>direction.down</comment>
        <translation>bas</translation>
    </message>
    <message>
        <source>down left</source>
        <comment>direction.down_left</comment>
        <translation>bas-gauche</translation>
    </message>
    <message>
        <source>down right</source>
        <comment>direction.down_right</comment>
        <translation>bas-droite</translation>
    </message>
    <message>
        <source>left</source>
        <comment>direction.left</comment>
        <translation>gauche</translation>
    </message>
    <message>
        <source>right</source>
        <comment>direction.right</comment>
        <translation>droite</translation>
    </message>
    <message>
        <source>up</source>
        <comment>direction.up</comment>
        <translation>haut</translation>
    </message>
    <message>
        <source>up left</source>
        <comment>direction.up_left</comment>
        <translation>haut-gauche</translation>
    </message>
    <message>
        <source>up right</source>
        <comment>direction.up_right</comment>
        <translation>haut-droite</translation>
    </message>
    <message>
        <source>&apos;add_effect&apos;: an effect until your next turn needs &apos;player&apos;</source>
        <comment>effect.next_turn_needs_player</comment>
        <translation>&apos;add_effect&apos;&#xa0;: un effet jusqu&apos;à votre prochain tour a besoin de &apos;player&apos;</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: {ids:ids}</source>
        <comment>effect.unknown</comment>
        <translation>aucun effet actif n°{id}&#xa0;; effets actifs&#xa0;: {ids:ids}</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: none</source>
        <comment>effect.unknown_none</comment>
        <translation>aucun effet actif n°{id}&#xa0;; effets actifs&#xa0;: aucun</translation>
    </message>
    <message>
        <source>{source} leaves the stack: {reason}</source>
        <comment>event.ability_removed</comment>
        <translation>{source} quitte la pile&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{source} resolves</source>
        <comment>event.ability_resolved</comment>
        <translation>{source} se résout</translation>
    </message>
    <message>
        <source>{source} triggers ({reason}), controlled by {controller}</source>
        <comment>event.ability_triggered</comment>
        <translation>{source} se déclenche ({reason})&#xa0;; contrôleur&#xa0;: {controller}</translation>
    </message>
    <message>
        <source>{card}: {count} {count:plural:ruling|rulings}</source>
        <comment>event.card_info</comment>
        <translation>{card}&#xa0;: {count} {count:plural:précision|précisions}</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>event.card_to_bottom</comment>
        <translation>{card} va sous {deck}</translation>
    </message>
    <message>
        <source>Face up: {card} (from {deck})</source>
        <comment>event.card_turned_face_up</comment>
        <translation>Face visible&#xa0;: {card} (pris dans {deck})</translation>
    </message>
    <message>
        <source>Encountered: {card} (from {deck})</source>
        <comment>event.card_turned_face_up.phenomenon</comment>
        <translation>Rencontré&#xa0;: {card} (pris dans {deck})</translation>
    </message>
    <message>
        <source>Revealed from {deck}: {cards:list}</source>
        <comment>event.cards_revealed</comment>
        <translation>Révélées dans {deck}&#xa0;: {cards:list}</translation>
    </message>
    <message>
        <source>Revealed from {deck}: nothing</source>
        <comment>event.cards_revealed.nothing</comment>
        <translation>Révélées dans {deck}&#xa0;: rien</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <comment>event.chaos_ensued</comment>
        <translation>Le chaos s&apos;ensuit</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <comment>event.chaos_ensued.card</comment>
        <translation>Le chaos s&apos;ensuit pour {card}</translation>
    </message>
    <message>
        <source>{player}&apos;s choice for {source} is cancelled: {reason}</source>
        <comment>event.choice_cancelled</comment>
        <translation>Le choix de {player} pour {source} est annulé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{player} chose: {choice:then}</source>
        <comment>event.choice_made</comment>
        <translation>{player} a choisi&#xa0;: {choice:then}</translation>
    </message>
    <message>
        <source>{player} must choose: {prompt}</source>
        <comment>event.choice_requested</comment>
        <translation>{player} doit choisir&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>{player} flips a coin: lost</source>
        <comment>event.coin_flipped.lost</comment>
        <translation>{player} joue à pile ou face&#xa0;: perdu</translation>
    </message>
    <message>
        <source>{player} flips a coin: won</source>
        <comment>event.coin_flipped.won</comment>
        <translation>{player} joue à pile ou face&#xa0;: gagné</translation>
    </message>
    <message>
        <source>{player} cast {commander} from the command zone (cast {casts} {casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more next time</source>
        <comment>event.commander_cast</comment>
        <translation>{player} a lancé {commander} depuis la zone de commandement (lancé {casts} {casts:plural:fois|fois})&#xa0;; 903.8&#xa0;: il coûte {{{next_tax}}} de plus la prochaine fois</translation>
    </message>
    <message>
        <source>{owner}&apos;s {commander} dealt {amount} combat damage to {player} ({total} in all)</source>
        <comment>event.commander_damaged</comment>
        <translation>{commander} de {owner} a infligé {amount} blessures de combat à {player} ({total} en tout)</translation>
    </message>
    <message>
        <source>Corrected: {amount} less damage from {owner}&apos;s {commander} to {player} ({total} in all)</source>
        <comment>event.commander_damaged.corrected</comment>
        <translation>Corrigé&#xa0;: {amount} blessures de moins de {commander} de {owner} à {player} ({total} en tout)</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation type="vanished">{card} reçoit {n} marqueur(s) «&#xa0;{kind}&#xa0;»&#xa0;: {count} maintenant</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation type="vanished">{card} perd {n} marqueur(s) «&#xa0;{kind}&#xa0;»&#xa0;: {count} maintenant</translation>
    </message>
    <message>
        <source>{player}: {designations:list}</source>
        <comment>event.designation_changed</comment>
        <translation>{player}&#xa0;: {designations:list}</translation>
    </message>
    <message>
        <source>{player}: no designations</source>
        <comment>event.designation_changed.none</comment>
        <translation>{player}&#xa0;: aucune désignation</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}): {face}</source>
        <comment>event.die_rolled</comment>
        <translation>{roller} a lancé le dé planaire ({how}, {source})&#xa0;: {face}</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}, confidence {confidence:.2f}): {face}</source>
        <comment>event.die_rolled.confidence</comment>
        <translation>{roller} a lancé le dé planaire ({how}, {source}, confiance {confidence:.2f})&#xa0;: {face}</translation>
    </message>
    <message>
        <source>Effect: {text} (until {until:words})</source>
        <comment>event.effect_began</comment>
        <translation>Effet&#xa0;: {text} (jusqu&apos;à {until:words})</translation>
    </message>
    <message>
        <source>Effect ends ({reason}): {text}</source>
        <comment>event.effect_ended</comment>
        <translation>Fin d&apos;effet ({reason})&#xa0;: {text}</translation>
    </message>
    <message>
        <source>{player} will take an extra turn after this one</source>
        <comment>event.extra_turn_added</comment>
        <translation>{player} jouera un tour supplémentaire après celui-ci</translation>
    </message>
    <message>
        <source>Game over: {winner} wins</source>
        <comment>event.game_over</comment>
        <translation>Partie terminée&#xa0;: {winner} gagne</translation>
    </message>
    <message>
        <source>Game over: nobody is left</source>
        <comment>event.game_over.nobody</comment>
        <translation>Partie terminée&#xa0;: il ne reste personne</translation>
    </message>
    <message>
        <source>Game over: {team:team} win</source>
        <comment>event.game_over.team</comment>
        <translation>Partie terminée&#xa0;: {team:team} gagnent</translation>
    </message>
    <message>
        <source>New game: {players:list} with a planar deck each; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started</comment>
        <translation>Nouvelle partie&#xa0;: {players:list}, chacun avec un deck planaire&#xa0;; {starting_player} commence (graine {seed})</translation>
    </message>
    <message>
        <source>New game: {players:list} with one shared planar deck; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started.shared</comment>
        <translation>Nouvelle partie&#xa0;: {players:list} avec un deck planaire partagé&#xa0;; {starting_player} commence (graine {seed})</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <comment>event.instruction</comment>
        <translation>{player}&#xa0;: {text}</translation>
    </message>
    <message>
        <source>{player}&apos;s life: {old} → {new}</source>
        <comment>event.life_changed</comment>
        <translation>Points de vie de {player}&#xa0;: {old} → {new}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <comment>event.loaded</comment>
        <translation>{path} chargé</translation>
    </message>
    <message>
        <source>{names:list} {count:plural:is|are} collected from the Eternities Map and shuffled into the planar deck</source>
        <comment>event.map_collected</comment>
        <translation>{names:list} {count:plural:est retiré de la Carte des Éternités et mélangé|sont retirés de la Carte des Éternités et mélangés} au deck planaire</translation>
    </message>
    <message>
        <source>{name} is dealt onto the Eternities Map at ({x}, {y})</source>
        <comment>event.map_dealt</comment>
        <translation>{name} est distribué sur la Carte des Éternités en ({x}, {y})</translation>
    </message>
    <message>
        <source>{player} moves {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved</comment>
        <translation>{player} se déplace ({direction:dir}) sur la Carte des Éternités, de ({from_x}, {from_y}) à ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>{player} hellrides {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved.hellride</comment>
        <translation>{player} fait un hellride ({direction:dir}) sur la Carte des Éternités, de ({from_x}, {from_y}) à ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>Additional {phases} after this phase</source>
        <comment>event.phases_added</comment>
        <translation>Après cette phase, en plus&#xa0;: {phases}</translation>
    </message>
    <message>
        <source>{new} is now the planar controller ({rule})</source>
        <comment>event.planar_controller_changed</comment>
        <translation>{new} est maintenant le contrôleur planaire ({rule})</translation>
    </message>
    <message>
        <source>{player} planeswalks from {away:list} to {to}</source>
        <comment>event.planeswalked</comment>
        <translation>{player} se transplane de {away:list} vers {to}</translation>
    </message>
    <message>
        <source>{player} planeswalks from nothing to {to}</source>
        <comment>event.planeswalked.from_nothing</comment>
        <translation>{player} se transplane de nulle part vers {to}</translation>
    </message>
    <message>
        <source>{source} selects {player} at random</source>
        <comment>event.player_chosen_at_random</comment>
        <translation>{source} sélectionne {player} au hasard</translation>
    </message>
    <message>
        <source>The app selects {player} at random</source>
        <comment>event.player_chosen_at_random.by_app</comment>
        <translation>L&apos;app sélectionne {player} au hasard</translation>
    </message>
    <message>
        <source>{player}&apos;s {kind} counters: {old} → {new}</source>
        <comment>event.player_counters_changed</comment>
        <translation>Marqueurs «&#xa0;{kind}&#xa0;» de {player}&#xa0;: {old} → {new}</translation>
    </message>
    <message>
        <source>{player} would lose the game ({reason}): the table confirms</source>
        <comment>event.player_flagged</comment>
        <translation>{player} perdrait la partie ({reason})&#xa0;: la table confirme</translation>
    </message>
    <message>
        <source>{player} leaves the game</source>
        <comment>event.player_left</comment>
        <translation>{player} quitte la partie</translation>
    </message>
    <message>
        <source>{player} leaves the game; their planar cards leave with them ({count})</source>
        <comment>event.player_left.cards</comment>
        <translation>{player} quitte la partie&#xa0;; ses cartes planaires partent avec lui ({count})</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <comment>event.redone</comment>
        <translation>Rétabli&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <comment>event.saved</comment>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>103.7: {card} is a phenomenon; it goes to the bottom without triggering</source>
        <comment>event.setup_phenomenon_skipped</comment>
        <translation>103.7&#xa0;: {card} est un phénomène&#xa0;; il va au-dessous sans se déclencher</translation>
    </message>
    <message>
        <source>Starting plane: {card} (no abilities trigger, 901.5)</source>
        <comment>event.starting_plane</comment>
        <translation>Plan de départ&#xa0;: {card} (aucune capacité ne se déclenche, 901.5)</translation>
    </message>
    <message>
        <source>{player}&apos;s {step:step}</source>
        <comment>event.step_began</comment>
        <translation>{player}&#xa0;: {step:step}</translation>
    </message>
    <message>
        <source>Stopped at the {step:step}: {reason}</source>
        <comment>event.stopped</comment>
        <translation>Arrêt ({step:step})&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Table correction: {text}</source>
        <comment>event.table_correction</comment>
        <translation>Correction de la table&#xa0;: {text}</translation>
    </message>
    <message>
        <source>{player} chose {choice:list} as the target of {ability}</source>
        <comment>event.target_chosen</comment>
        <translation>{player} a choisi {choice:list} comme cible de {ability}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s): {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation type="vanished">{player} crée {n} jeton(s) {name}&#xa0;: {count} en tout</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s) (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation type="vanished">{player} crée {n} jeton(s) {name} (doublés par les Jardins suspendus de Selesnya)&#xa0;: {count} en tout</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} {count:plural:card|cards}; can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation>&apos;table_reveal&apos;&#xa0;: {deck} a {count} {count:plural:carte|cartes}&#xa0;; impossible d&apos;en révéler {n}</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} {count:plural:counter|counters}; can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation>{owner} a {count} {count:plural:marqueur|marqueurs} «&#xa0;{kind}&#xa0;»&#xa0;; impossible d&apos;en retirer {remove}</translation>
    </message>
    <message>
        <source>{player} has {count} poison {count:plural:counter|counters}; can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation>{player} a {count} {count:plural:marqueur|marqueurs} poison&#xa0;; impossible de descendre sous 0</translation>
    </message>
    <message>
        <source>{player} has {count} {token} {count:plural:token|tokens}; {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation>{player} a {count} {count:plural:jeton|jetons} {token}&#xa0;; {leave} ne peuvent pas partir</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation>{card} reçoit {n} {n:plural:marqueur|marqueurs} «&#xa0;{kind}&#xa0;»&#xa0;: {count} maintenant</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation>{card} perd {n} {n:plural:marqueur|marqueurs} «&#xa0;{kind}&#xa0;»&#xa0;: {count} maintenant</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens}: {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation>{player} crée {n} {n:plural:jeton|jetons} {name}&#xa0;: {count} en tout</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens} (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation>{player} crée {n} {n:plural:jeton|jetons} {name} (doublés par les Jardins suspendus de Selesnya)&#xa0;: {count} en tout</translation>
    </message>
    <message>
        <source>{player}&apos;s {name} tokens: {n} left the battlefield, {count} remain</source>
        <comment>event.tokens_left</comment>
        <translation>Jetons {name} de {player}&#xa0;: {n} ont quitté le champ de bataille, il en reste {count}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <comment>event.turn_began</comment>
        <translation>Tour {turn}&#xa0;: tour de {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s extra turn</source>
        <comment>event.turn_began.extra</comment>
        <translation>Tour {turn}&#xa0;: tour supplémentaire de {player}</translation>
    </message>
    <message>
        <source>The turn ends (723): {player}&apos;s turn skips to its cleanup step</source>
        <comment>event.turn_ended</comment>
        <translation>Le tour se termine (723)&#xa0;: le tour de {player} passe à son étape de nettoyage</translation>
    </message>
    <message>
        <source>Turn order reversed: {order:arrow}</source>
        <comment>event.turn_order_reversed</comment>
        <translation>Ordre du tour inversé&#xa0;: {order:arrow}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <comment>event.undone</comment>
        <translation>Annulé&#xa0;: {action}</translation>
    </message>
    <message>
        <source>at character {at}</source>
        <comment>input.at_character</comment>
        <translation>au caractère {at}</translation>
    </message>
    <message>
        <source>at the end of {what}</source>
        <comment>input.at_end</comment>
        <translation>à la fin ({what})</translation>
    </message>
    <message>
        <source>{name} is not a number this input may hold</source>
        <comment>input.constant</comment>
        <translation>{name} n&apos;est pas un nombre accepté ici</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <comment>input.in</comment>
        <translation>{what}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{what} must be a number, not {given}</source>
        <comment>input.not_a_number</comment>
        <translation>{what} doit être un nombre, pas {given}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} {where}</source>
        <comment>input.not_json</comment>
        <translation>{what} n&apos;est pas du JSON valide&#xa0;: {detail} {where}</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode</source>
        <comment>input.not_unicode</comment>
        <translation>{what} contient du texte Unicode invalide</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode: {given}</source>
        <comment>input.not_unicode_quoted</comment>
        <translation>{what} contient du texte Unicode invalide&#xa0;: {given}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (a bad byte at {at})</source>
        <comment>input.not_utf8</comment>
        <translation>{what} n&apos;est pas du texte UTF-8 (octet invalide à {at})</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {given}</source>
        <comment>input.not_whole_number</comment>
        <translation>{what} doit être un nombre entier de {low} à {high}, pas {given}</translation>
    </message>
    <message>
        <source>{what} must be from {low:g} to {high:g}, not {given}</source>
        <comment>input.not_within</comment>
        <translation>{what} doit être compris entre {low:g} et {high:g}, pas {given}</translation>
    </message>
    <message>
        <source>the number {given} is too large</source>
        <comment>input.number_too_large</comment>
        <translation>le nombre {given} est trop grand</translation>
    </message>
    <message>
        <source>the deck list</source>
        <comment>input.the_deck_list</comment>
        <translation>la liste de deck</translation>
    </message>
    <message>
        <source>the file</source>
        <comment>input.the_file</comment>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>the line</source>
        <comment>input.the_line</comment>
        <translation>la ligne</translation>
    </message>
    <message>
        <source>{what} nests arrays or objects more than {limit} deep</source>
        <comment>input.too_deep</comment>
        <translation>{what} imbrique des tableaux ou objets sur plus de {limit} niveaux</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} bytes</source>
        <comment>input.too_long</comment>
        <translation>{what} dépasse {limit} octets</translation>
    </message>
    <message>
        <source>{what} is {size} bytes; at most {limit} are read</source>
        <comment>input.too_many_bytes</comment>
        <translation>{what} fait {size} octets&#xa0;; {limit} au plus sont lus</translation>
    </message>
    <message>
        <source>the number {given} has more than {digits} digits</source>
        <comment>input.too_many_digits</comment>
        <translation>le nombre {given} a plus de {digits} chiffres</translation>
    </message>
    <message>
        <source>{what} can&apos;t be read: {detail}</source>
        <comment>input.unreadable</comment>
        <translation>{what} est illisible&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>{card} isn&apos;t face up: its {kind} counter counts for this ability only</source>
        <comment>instruction.counter_not_face_up</comment>
        <translation>{card} n&apos;est pas face visible&#xa0;: son marqueur «&#xa0;{kind}&#xa0;» ne compte que pour cette capacité</translation>
    </message>
    <message>
        <source>The game can&apos;t move on the Eternities Map: the planar deck has no card to deal</source>
        <comment>instruction.map_stuck</comment>
        <translation>La partie ne peut pas se déplacer sur la Carte des Éternités&#xa0;: le deck planaire n&apos;a pas de carte à distribuer</translation>
    </message>
    <message>
        <source>It isn&apos;t a main phase, so there is no additional combat phase</source>
        <comment>instruction.no_extra_combat</comment>
        <translation>Ce n&apos;est pas une phase principale, donc il n&apos;y a pas de phase de combat supplémentaire</translation>
    </message>
    <message>
        <source>701.31a: only the planar controller ({controller}) may planeswalk, so {roller}&apos;s planeswalking ability does nothing</source>
        <comment>instruction.not_planar_controller</comment>
        <translation>701.31a&#xa0;: seul le contrôleur planaire ({controller}) peut se transplaner, donc la capacité de transplanage de {roller} ne fait rien</translation>
    </message>
    <message>
        <source>901.8: {roller}&apos;s planeswalking ability resolves; 701.31a: only the planar controller may planeswalk, so {player} planeswalks for the team</source>
        <comment>instruction.team_planeswalks</comment>
        <translation>901.8&#xa0;: la capacité de transplanage de {roller} se résout&#xa0;; 701.31a&#xa0;: seul le contrôleur planaire peut se transplaner, donc {player} se transplane pour l&apos;équipe</translation>
    </message>
    <message>
        <source>103.8b: the team that goes first skips the draw step of its first turn</source>
        <comment>instruction.team_skips_draw</comment>
        <translation>103.8b&#xa0;: l&apos;équipe qui commence passe l&apos;étape de pioche de son premier tour</translation>
    </message>
    <message>
        <source>The game can&apos;t move {direction:dir}: the planar deck has no card to deal there; move {options:list}.</source>
        <comment>map.cannot_move</comment>
        <translation>La partie ne peut pas aller en direction {direction:dir}&#xa0;: le deck planaire n&apos;a pas de carte à y distribuer&#xa0;; allez {options:list}.</translation>
    </message>
    <message>
        <source>You can hellride only onto an empty space; {direction:Dir} holds {cards:and}.</source>
        <comment>map.hellride_not_empty</comment>
        <translation>On ne peut faire un hellride que vers une case vide&#xa0;; case {direction:Dir}&#xa0;: {cards:and}.</translation>
    </message>
    <message>
        <source>The Eternities Map uses one planar deck of every plane in the pool (901.15); give shared_deck.</source>
        <comment>map.needs_shared_deck</comment>
        <translation>La Carte des Éternités utilise un deck planaire avec chaque plan disponible (901.15)&#xa0;; donnez shared_deck.</translation>
    </message>
    <message>
        <source>{cards:and} go into the space the game moves to: move up, down, left or right; you can&apos;t hellride now.</source>
        <comment>map.no_hellride_with_cards</comment>
        <translation>{cards:and} vont dans la case où la partie se déplace&#xa0;: allez en haut, en bas, à gauche ou à droite&#xa0;; pas de hellride maintenant.</translation>
    </message>
    <message>
        <source>There is no Planeswalker roll to resolve: the game moves on the Eternities Map only when the planeswalking ability resolves (901.8).</source>
        <comment>map.no_move</comment>
        <translation>Il n&apos;y a pas de lancer Planeswalker à résoudre&#xa0;: la partie ne se déplace sur la Carte des Éternités que quand la capacité de transplanage se résout (901.8).</translation>
    </message>
    <message>
        <source>the planar deck has no plane card</source>
        <comment>map.no_plane</comment>
        <translation>le deck planaire n&apos;a aucune carte de plan</translation>
    </message>
    <message>
        <source>the direction must be one of {allowed:list}; got {given}</source>
        <comment>map.not_a_direction</comment>
        <translation>la direction doit être l&apos;une de {allowed:list}&#xa0;; reçu {given}</translation>
    </message>
    <message>
        <source>This game isn&apos;t played on the Eternities Map.</source>
        <comment>map.not_the_variant</comment>
        <translation>Cette partie ne se joue pas sur la Carte des Éternités.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: name one direction: {options:list}</source>
        <comment>map.one_direction</comment>
        <translation>&apos;choose&apos;&#xa0;: nommez une direction&#xa0;: {options:list}</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list}.</source>
        <comment>map.phenomena_off</comment>
        <translation>Sans phénomènes, le deck de la Carte des Éternités n&apos;en contient aucun&#xa0;; retirez {cards:list}.</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list} and more.</source>
        <comment>map.phenomena_off_more</comment>
        <translation>Sans phénomènes, le deck de la Carte des Éternités n&apos;en contient aucun&#xa0;; retirez {cards:list} et d&apos;autres.</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; takes &apos;phenomena&apos; and &apos;planeswalk_effects&apos;, not {given:list}</source>
        <comment>map.settings_extra</comment>
        <translation>&apos;map_settings&apos; prend &apos;phenomena&apos; et &apos;planeswalk_effects&apos;, pas {given:list}</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; must be an object with &apos;phenomena&apos; and &apos;planeswalk_effects&apos;</source>
        <comment>map.settings_not_object</comment>
        <translation>&apos;map_settings&apos; doit être un objet avec &apos;phenomena&apos; et &apos;planeswalk_effects&apos;</translation>
    </message>
    <message>
        <source>&apos;map_settings.{key}&apos; must be one of {allowed:list}; got {given}</source>
        <comment>map.settings_not_one_of</comment>
        <translation>&apos;map_settings.{key}&apos; doit être l&apos;une des valeurs {allowed:list}&#xa0;; reçu {given}</translation>
    </message>
    <message>
        <source>beginning phase</source>
        <comment>phases.beginning</comment>
        <translation>une phase de début</translation>
    </message>
    <message>
        <source>combat phase followed by an additional main phase</source>
        <comment>phases.combat_and_main</comment>
        <translation>une phase de combat suivie d&apos;une phase principale supplémentaire</translation>
    </message>
    <message>
        <source>nothing (empty deck)</source>
        <comment>planeswalk.to_nothing</comment>
        <translation>rien (deck vide)</translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <comment>player.left</comment>
        <translation>{player} a quitté la partie</translation>
    </message>
    <message>
        <source>no player named {given}; the players are {players:list}</source>
        <comment>player.unknown</comment>
        <translation>aucun joueur nommé {given}&#xa0;; les joueurs sont {players:list}</translation>
    </message>
    <message>
        <source>a player planeswalked</source>
        <comment>reason.a_player_planeswalked</comment>
        <translation>un joueur s&apos;est transplané</translation>
    </message>
    <message>
        <source>the game planeswalks away from {cards:and} (704.6f)</source>
        <comment>reason.away_from_phenomenon</comment>
        <translation>la partie se transplane depuis {cards:and} (704.6f)</translation>
    </message>
    <message>
        <source>901.10: {card} left the game with its owner, {player}</source>
        <comment>reason.card_left_with_owner</comment>
        <translation>901.10&#xa0;: {card} a quitté la partie avec son propriétaire, {player}</translation>
    </message>
    <message>
        <source>{card} says to planeswalk</source>
        <comment>reason.card_says_planeswalk</comment>
        <translation>{card} dit de se transplaner</translation>
    </message>
    <message>
        <source>chaos ensued</source>
        <comment>reason.chaos_ensued</comment>
        <translation>le chaos s&apos;est ensuivi</translation>
    </message>
    <message>
        <source>chaos ensued for revealed {card}</source>
        <comment>reason.chaos_ensued_revealed</comment>
        <translation>le chaos s&apos;est ensuivi à la révélation de {card}</translation>
    </message>
    <message>
        <source>514.2: cleanup step</source>
        <comment>reason.cleanup_step</comment>
        <translation>514.2&#xa0;: étape de nettoyage</translation>
    </message>
    <message>
        <source>311.5: the active player</source>
        <comment>reason.controller_is_active_player</comment>
        <translation>311.5&#xa0;: le joueur actif</translation>
    </message>
    <message>
        <source>800.4a: its controller {player} left the game</source>
        <comment>reason.controller_left</comment>
        <translation>800.4a&#xa0;: son contrôleur, {player}, a quitté la partie</translation>
    </message>
    <message>
        <source>901.12b: the planar controller&apos;s team left</source>
        <comment>reason.controller_team_left</comment>
        <translation>901.12b&#xa0;: l&apos;équipe du contrôleur planaire est partie</translation>
    </message>
    <message>
        <source>{n} or more {kind} counters</source>
        <comment>reason.counters_at_least</comment>
        <translation>{n} marqueurs «&#xa0;{kind}&#xa0;» ou plus</translation>
    </message>
    <message>
        <source>an effect says to planeswalk ({rule})</source>
        <comment>reason.effect_says_planeswalk</comment>
        <translation>un effet dit de se transplaner ({rule})</translation>
    </message>
    <message>
        <source>encountered</source>
        <comment>reason.encountered</comment>
        <translation>rencontre</translation>
    </message>
    <message>
        <source>ended by the table</source>
        <comment>reason.ended_by_the_table</comment>
        <translation>la table y a mis fin</translation>
    </message>
    <message>
        <source>{face} roll</source>
        <comment>reason.face_roll</comment>
        <translation>lancer {face}</translation>
    </message>
    <message>
        <source>704.6c: 21 or more combat damage from {commander}</source>
        <comment>reason.flag_commander_damage</comment>
        <translation>704.6c&#xa0;: 21 blessures de combat ou plus infligées par {commander}</translation>
    </message>
    <message>
        <source>704.5a: 0 or less life</source>
        <comment>reason.flag_life</comment>
        <translation>704.5a&#xa0;: 0 point de vie ou moins</translation>
    </message>
    <message>
        <source>704.5c: 10 or more poison counters</source>
        <comment>reason.flag_poison</comment>
        <translation>704.5c&#xa0;: 10 marqueurs poison ou plus</translation>
    </message>
    <message>
        <source>704.6a: the team has 0 or less life</source>
        <comment>reason.flag_team_life</comment>
        <translation>704.6a&#xa0;: l&apos;équipe a 0 point de vie ou moins</translation>
    </message>
    <message>
        <source>704.6b: the team has 15 or more poison counters</source>
        <comment>reason.flag_team_poison</comment>
        <translation>704.6b&#xa0;: l&apos;équipe a 15 marqueurs poison ou plus</translation>
    </message>
    <message>
        <source>800.4a: {player} left before it finished; the rest of the ability does nothing</source>
        <comment>reason.left_unfinished</comment>
        <translation>800.4a&#xa0;: {player} a quitté la partie avant la fin&#xa0;; le reste de la capacité ne fait rien</translation>
    </message>
    <message>
        <source>311.5: the planar controller left</source>
        <comment>reason.planar_controller_left</comment>
        <translation>311.5&#xa0;: le contrôleur planaire est parti</translation>
    </message>
    <message>
        <source>901.10a: a plane left the game</source>
        <comment>reason.plane_left</comment>
        <translation>901.10a&#xa0;: un plan a quitté la partie</translation>
    </message>
    <message>
        <source>planeswalked away from</source>
        <comment>reason.planeswalked_away_from</comment>
        <translation>transplanage depuis ce plan</translation>
    </message>
    <message>
        <source>planeswalked to</source>
        <comment>reason.planeswalked_to</comment>
        <translation>transplanage vers ce plan</translation>
    </message>
    <message>
        <source>Planeswalker symbol rolled</source>
        <comment>reason.planeswalker_rolled</comment>
        <translation>symbole Planeswalker obtenu</translation>
    </message>
    <message>
        <source>that player left; their next turn would have begun</source>
        <comment>reason.player_left_before_turn</comment>
        <translation>ce joueur est parti&#xa0;; son prochain tour aurait commencé</translation>
    </message>
    <message>
        <source>removed by the table</source>
        <comment>reason.removed_by_the_table</comment>
        <translation>retrait par la table</translation>
    </message>
    <message>
        <source>reported by the table</source>
        <comment>reason.reported_by_the_table</comment>
        <translation>signalé par la table</translation>
    </message>
    <message>
        <source>901.10: its source left the game with {player}</source>
        <comment>reason.source_left_with</comment>
        <translation>901.10&#xa0;: sa source a quitté la partie avec {player}</translation>
    </message>
    <message>
        <source>{step:step}</source>
        <comment>reason.step</comment>
        <translation>{step:step}</translation>
    </message>
    <message>
        <source>the table says to planeswalk</source>
        <comment>reason.table_says_planeswalk</comment>
        <translation>la table dit de se transplaner</translation>
    </message>
    <message>
        <source>{player}&apos;s turn began</source>
        <comment>reason.turn_began</comment>
        <translation>le tour de {player} a commencé</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;confidence&apos; must be between 0 and 1, got {given}</source>
        <comment>roll.bad_confidence</comment>
        <translation>{cmd!r}&#xa0;: &apos;confidence&apos; doit être entre 0 et 1, reçu {given}</translation>
    </message>
    <message>
        <source>{player} can&apos;t roll yet: on the way from the {passed:step} to the main phase, {reason} at the {step:step}. Go to that step and deal with it first</source>
        <comment>roll.busy_on_the_way</comment>
        <translation>{player} ne peut pas encore lancer&#xa0;: entre cette étape ({passed:step}) et la phase principale, {reason} ({step:step}). Allez à cette étape et réglez cela d&apos;abord</translation>
    </message>
    <message>
        <source>an effect</source>
        <comment>roll.by_effect</comment>
        <translation>un effet</translation>
    </message>
    <message>
        <source>cost {{{cost}}}</source>
        <comment>roll.cost</comment>
        <translation>coût {{{cost}}}</translation>
    </message>
    <message>
        <source>{face}</source>
        <comment>roll.face</comment>
        <translation>{face}</translation>
    </message>
    <message>
        <source>{face}, counted as {counted}</source>
        <comment>roll.face_counted_as</comment>
        <translation>{face}, compté comme {counted}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a {source} reading needs a &apos;face&apos;</source>
        <comment>roll.needs_face</comment>
        <translation>&apos;roll&apos;&#xa0;: une lecture {source} a besoin d&apos;une &apos;face&apos;</translation>
    </message>
    <message>
        <source>{player} has left the game; their turn ends with no active player, so nobody may roll the planar die</source>
        <comment>roll.no_active_player</comment>
        <translation>{player} a quitté la partie&#xa0;; son tour finit sans joueur actif, donc personne ne peut lancer le dé planaire</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is the {step:step}</source>
        <comment>roll.not_main_phase</comment>
        <translation>{player} ne peut lancer le dé planaire que pendant une phase principale de son propre tour&#xa0;; étape actuelle&#xa0;: {step:step}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is {team:team}&apos;s turn</source>
        <comment>roll.not_your_turn</comment>
        <translation>{player} ne peut lancer le dé planaire que pendant une phase principale de son propre tour&#xa0;; c&apos;est le tour de {team:team}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only while the stack is empty; {count} {count:plural:ability is|abilities are} waiting</source>
        <comment>roll.stack_not_empty</comment>
        <translation>{player} ne peut lancer le dé planaire que si la pile est vide&#xa0;; {count} {count:plural:capacité attend|capacités attendent}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a face comes from a physical die; give a &apos;source&apos; of manual, camera or serial, or leave out &apos;face&apos; for a virtual roll</source>
        <comment>roll.virtual_face</comment>
        <translation>&apos;roll&apos;&#xa0;: une face vient d&apos;un dé physique&#xa0;; donnez une &apos;source&apos; manual, camera ou serial, ou omettez &apos;face&apos; pour un lancer virtuel</translation>
    </message>
    <message>
        <source>{rule}: {message}</source>
        <comment>rule.cited</comment>
        <translation>{rule}&#xa0;: {message}</translation>
    </message>
    <message>
        <source>nothing changed: the autosave failed ({problem})</source>
        <comment>save.autosave_failed</comment>
        <translation>rien n&apos;a changé&#xa0;: l&apos;enregistrement automatique a échoué ({problem})</translation>
    </message>
    <message>
        <source>can&apos;t read {path}: {detail}</source>
        <comment>save.cannot_read</comment>
        <translation>impossible de lire {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>can&apos;t write {path}: {detail}</source>
        <comment>save.cannot_write</comment>
        <translation>impossible d&apos;écrire {path}&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>corrupt JSON: {detail}</source>
        <comment>save.corrupt_json</comment>
        <translation>JSON corrompu&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>{origin} is damaged: {detail}</source>
        <comment>save.damaged</comment>
        <translation>{origin} est endommagé&#xa0;: {detail}</translation>
    </message>
    <message>
        <source>{path} is larger than {limit} bytes: too large to be a save file</source>
        <comment>save.larger_than</comment>
        <translation>{path} dépasse {limit} octets&#xa0;: trop gros pour une sauvegarde</translation>
    </message>
    <message>
        <source>no save file at {path}</source>
        <comment>save.missing</comment>
        <translation>aucune sauvegarde à {path}</translation>
    </message>
    <message>
        <source>{origin} was saved by a newer version (save format {version}; this app reads up to {newest}). Update the app to open it</source>
        <comment>save.newer</comment>
        <translation>{origin} a été enregistré par une version plus récente (format {version}&#xa0;; cette app lit jusqu&apos;au {newest}). Mettez l&apos;app à jour pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>{origin} has no valid version number</source>
        <comment>save.no_version</comment>
        <translation>{origin} n&apos;a pas de numéro de version valide</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <comment>save.not_a_file</comment>
        <translation>{path} n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>{origin} is not a Planechase save file</source>
        <comment>save.not_a_save</comment>
        <translation>{origin} n&apos;est pas une sauvegarde Planechase</translation>
    </message>
    <message>
        <source>can&apos;t save {path}: the game holds text that is not valid Unicode ({given})</source>
        <comment>save.not_unicode</comment>
        <translation>impossible d&apos;enregistrer {path}&#xa0;: la partie contient du texte Unicode invalide ({given})</translation>
    </message>
    <message>
        <source>replaying the saved actions doesn&apos;t give the saved game</source>
        <comment>save.replay_differs</comment>
        <translation>rejouer les actions enregistrées ne redonne pas la partie enregistrée</translation>
    </message>
    <message>
        <source>{path} is {size} bytes: too large to be a save file</source>
        <comment>save.too_large</comment>
        <translation>{path} fait {size} octets&#xa0;: trop gros pour une sauvegarde</translation>
    </message>
    <message>
        <source>undo step {step} ({cmd:words}) no longer applies: {problem}</source>
        <comment>save.undo_step_fails</comment>
        <translation>l&apos;étape d&apos;annulation {step} ({cmd:words}) ne s&apos;applique plus&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>{origin} has an unknown save format version {version}</source>
        <comment>save.unknown_version</comment>
        <translation>{origin} a une version de format inconnue {version}</translation>
    </message>
    <message>
        <source>{origin} is not a readable save file ({problem})</source>
        <comment>save.unreadable</comment>
        <translation>{origin} n&apos;est pas une sauvegarde lisible ({problem})</translation>
    </message>
    <message>
        <source>won&apos;t overwrite {path}: it isn&apos;t a save this version can read ({problem}). Move it away or choose another file.</source>
        <comment>save.wont_overwrite</comment>
        <translation>{path} ne sera pas écrasé&#xa0;: ce n&apos;est pas une sauvegarde que cette version peut lire ({problem}). Déplacez-le ou choisissez un autre fichier.</translation>
    </message>
    <message>
        <source>starting_life must be a positive number, got {given}</source>
        <comment>setup.bad_life</comment>
        <translation>starting_life doit être un nombre positif, reçu {given}</translation>
    </message>
    <message>
        <source>player name {given} must be 1-{most} characters with no leading or trailing spaces</source>
        <comment>setup.bad_player_name</comment>
        <translation>le nom de joueur {given} doit faire de 1 à {most} caractères, sans espace au début ni à la fin</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;variant&apos; must be {variant} or null; got {given}</source>
        <comment>setup.bad_variant</comment>
        <translation>&apos;new&apos;&#xa0;: &apos;variant&apos; doit valoir {variant} ou null&#xa0;; reçu {given}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;commanders&apos; must map each player to a list of commanders</source>
        <comment>setup.commanders_not_map</comment>
        <translation>&apos;new&apos;&#xa0;: &apos;commanders&apos; doit associer à chaque joueur une liste de commandants</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for {given:list}</source>
        <comment>setup.decks_per_player</comment>
        <translation>&apos;decks&apos; a besoin d&apos;un deck planaire par joueur ({players:list})&#xa0;; reçu des decks pour {given:list}</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for nobody</source>
        <comment>setup.decks_per_player_none</comment>
        <translation>&apos;decks&apos; a besoin d&apos;un deck planaire par joueur ({players:list})&#xa0;; reçu des decks pour personne</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;map_settings&apos; is only for the {variant} variant</source>
        <comment>setup.map_settings_without_map</comment>
        <translation>&apos;new&apos;&#xa0;: &apos;map_settings&apos; ne sert qu&apos;à la variante {variant}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck has no plane card</source>
        <comment>setup.no_plane</comment>
        <translation>le deck planaire de {owner} n&apos;a aucune carte de plan</translation>
    </message>
    <message>
        <source>&apos;new&apos; needs exactly one of &apos;decks&apos; (one per player), &apos;shared_deck&apos; or &apos;random_decks&apos;</source>
        <comment>setup.one_deck_kind</comment>
        <translation>&apos;new&apos; a besoin d&apos;exactement un champ parmi &apos;decks&apos; (un par joueur), &apos;shared_deck&apos; et &apos;random_decks&apos;</translation>
    </message>
    <message>
        <source>a Planechase game here seats {least} to {most} players; got {count}</source>
        <comment>setup.player_count</comment>
        <translation>une partie de Planechase ici accueille de {least} à {most} joueurs&#xa0;; reçu {count}</translation>
    </message>
    <message>
        <source>{name!r} is reserved for the shared planar deck</source>
        <comment>setup.reserved_name</comment>
        <translation>{name!r} est réservé au deck planaire partagé</translation>
    </message>
    <message>
        <source>player names must be different: {players:list}</source>
        <comment>setup.same_names</comment>
        <translation>les noms des joueurs doivent être différents&#xa0;: {players:list}</translation>
    </message>
    <message>
        <source>starting_player {player} is not a primary player; name {primary} to have {team:team}&apos;s team start (901.12b)</source>
        <comment>setup.starter_not_primary</comment>
        <translation>starting_player {player} n&apos;est pas un joueur principal&#xa0;; nommez {primary} pour que l&apos;équipe {team:team} commence (901.12b)</translation>
    </message>
    <message>
        <source>starting_player {given} is not one of the players ({players:list})</source>
        <comment>setup.starter_unknown</comment>
        <translation>starting_player {given} n&apos;est pas l&apos;un des joueurs ({players:list})</translation>
    </message>
    <message>
        <source>each Two-Headed Giant team has two players; {given} is {count}</source>
        <comment>setup.team_size</comment>
        <translation>chaque équipe de Géant à deux têtes a deux joueurs&#xa0;; {given} en a {count}</translation>
    </message>
    <message>
        <source>a Two-Headed Giant game needs &apos;teams&apos; (810.1)</source>
        <comment>setup.teams_missing</comment>
        <translation>une partie de Géant à deux têtes a besoin de &apos;teams&apos; (810.1)</translation>
    </message>
    <message>
        <source>&apos;new&apos;: a Two-Headed Giant game needs &apos;teams&apos;, e.g. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</source>
        <comment>setup.teams_missing_example</comment>
        <translation>&apos;new&apos;&#xa0;: une partie de Géant à deux têtes a besoin de &apos;teams&apos;, p. ex. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</translation>
    </message>
    <message>
        <source>&apos;teams&apos; is only for the two_headed_giant format</source>
        <comment>setup.teams_not_2hg</comment>
        <translation>&apos;teams&apos; ne sert qu&apos;au format two_headed_giant</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;teams&apos; must be a list of pairs of player names</source>
        <comment>setup.teams_not_list</comment>
        <translation>&apos;new&apos;&#xa0;: &apos;teams&apos; doit être une liste de paires de noms de joueurs</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must seat every player once ({players:list}); got {given}</source>
        <comment>setup.teams_seat_everyone</comment>
        <translation>&apos;teams&apos; doit placer chaque joueur une fois ({players:list})&#xa0;; reçu {given}</translation>
    </message>
    <message>
        <source>Two-Headed Giant needs two or more teams; got {count}</source>
        <comment>setup.too_few_teams</comment>
        <translation>le Géant à deux têtes demande au moins deux équipes&#xa0;; reçu {count}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;decks&apos; has {count} entries; one per player</source>
        <comment>setup.too_many_decks</comment>
        <translation>&apos;new&apos;&#xa0;: &apos;decks&apos; a {count} entrées&#xa0;; une par joueur</translation>
    </message>
    <message>
        <source>the stack is empty: there is nothing to resolve</source>
        <comment>stack.empty</comment>
        <translation>la pile est vide&#xa0;: il n&apos;y a rien à résoudre</translation>
    </message>
    <message>
        <source>the stack must be empty to {what}; {count} {count:plural:ability is|abilities are} on it: resolve or remove them first</source>
        <comment>stack.must_be_empty</comment>
        <translation>la pile doit être vide pour {what}&#xa0;; {count} {count:plural:capacité y est|capacités y sont}&#xa0;: résolvez-les ou retirez-les d&apos;abord</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds {ids:ids}</source>
        <comment>stack.no_such_item</comment>
        <translation>pas de capacité n°{id} sur la pile&#xa0;; elle contient {ids:ids}</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds nothing</source>
        <comment>stack.no_such_item_empty</comment>
        <translation>pas de capacité n°{id} sur la pile&#xa0;; elle est vide</translation>
    </message>
    <message>
        <source>move to another step</source>
        <comment>stack.to_move_to_another_step</comment>
        <translation>passer à une autre étape</translation>
    </message>
    <message>
        <source>move to the next step</source>
        <comment>stack.to_move_to_the_next_step</comment>
        <translation>passer à l&apos;étape suivante</translation>
    </message>
    <message>
        <source>beginning of combat</source>
        <comment>step.beginning_of_combat</comment>
        <translation>étape de début du combat</translation>
    </message>
    <message>
        <source>cleanup step</source>
        <comment>step.cleanup</comment>
        <translation>étape de nettoyage</translation>
    </message>
    <message>
        <source>combat damage step</source>
        <comment>step.combat_damage</comment>
        <translation>étape des blessures de combat</translation>
    </message>
    <message>
        <source>declare attackers step</source>
        <comment>step.declare_attackers</comment>
        <translation>étape de déclaration des attaquants</translation>
    </message>
    <message>
        <source>declare blockers step</source>
        <comment>step.declare_blockers</comment>
        <translation>étape de déclaration des bloqueurs</translation>
    </message>
    <message>
        <source>draw step</source>
        <comment>step.draw</comment>
        <translation>étape de pioche</translation>
    </message>
    <message>
        <source>end step</source>
        <comment>step.end</comment>
        <translation>étape de fin</translation>
    </message>
    <message>
        <source>end of combat step</source>
        <comment>step.end_of_combat</comment>
        <translation>étape de fin du combat</translation>
    </message>
    <message>
        <source>second main phase</source>
        <comment>step.postcombat_main</comment>
        <translation>seconde phase principale</translation>
    </message>
    <message>
        <source>first main phase</source>
        <comment>step.precombat_main</comment>
        <translation>première phase principale</translation>
    </message>
    <message>
        <source>untap step</source>
        <comment>step.untap</comment>
        <translation>étape de dégagement</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>step.upkeep</comment>
        <translation>étape d&apos;entretien</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>text.english</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {kind} counters</source>
        <comment>total.counters</comment>
        <translation>les marqueurs «&#xa0;{kind}&#xa0;» de {owner}</translation>
    </message>
    <message>
        <source>{player}&apos;s life total</source>
        <comment>total.life</comment>
        <translation>le total de points de vie de {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {token} tokens</source>
        <comment>total.tokens</comment>
        <translation>les jetons {token} de {player}</translation>
    </message>
    <message>
        <source>{what} would be {value:,}; totals stay within ±{limit:,}</source>
        <comment>total.too_large</comment>
        <translation>{what} vaudrait {value:,}&#xa0;; les totaux restent dans ±{limit:,}</translation>
    </message>
    <message>
        <source>{card} has abilities 0-{last}, not {index}</source>
        <comment>trigger.no_such_ability</comment>
        <translation>{card} a les capacités 0-{last}, pas {index}</translation>
    </message>
    <message>
        <source>{card}&apos;s ability {index} is not one the table reports; the app puts its step, roll, chaos and planeswalk triggers on the stack itself</source>
        <comment>trigger.not_table_reported</comment>
        <translation>la capacité {index} de {card} n&apos;est pas de celles que la table signale&#xa0;; l&apos;app met elle-même sur la pile ses déclenchements d&apos;étape, de lancer, de chaos et de transplanage</translation>
    </message>
    <message>
        <source>could not reach the {step:step}</source>
        <comment>turn.could_not_reach</comment>
        <translation>impossible d&apos;atteindre cette étape&#xa0;: {step:step}</translation>
    </message>
    <message>
        <source>the game is over (nobody is left); undo or start a new game</source>
        <comment>turn.game_over_nobody</comment>
        <translation>la partie est terminée (il ne reste personne)&#xa0;; annulez ou commencez une nouvelle partie</translation>
    </message>
    <message>
        <source>the game is over ({winner} won); undo or start a new game</source>
        <comment>turn.game_over_won</comment>
        <translation>la partie est terminée ({winner} a gagné)&#xa0;; annulez ou commencez une nouvelle partie</translation>
    </message>
    <message>
        <source>nobody is left to take a turn</source>
        <comment>turn.nobody_left</comment>
        <translation>il ne reste personne pour jouer un tour</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>type.bool</comment>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>type.dict</comment>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>type.float</comment>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>type.int</comment>
        <translation>un entier</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>type.list</comment>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>type.str</comment>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>nothing to undo: this is the start of the game</source>
        <comment>undo.at_start</comment>
        <translation>rien à annuler&#xa0;: c&apos;est le début de la partie</translation>
    </message>
    <message>
        <source>nothing more to undo: undo reaches back {kept:,} actions at most, and the {dropped:,} before them are no longer kept</source>
        <comment>undo.no_more</comment>
        <translation>plus rien à annuler&#xa0;: l&apos;annulation remonte au plus {kept:,} actions, et les {dropped:,} précédentes ne sont plus gardées</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <comment>undo.nothing_to_redo</comment>
        <translation>rien à rétablir</translation>
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
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>; then </source>
        <comment>between choices made one after the other</comment>
        <translation>&#xa0;; puis </translation>
    </message>
    <message>
        <source>; and it </source>
        <comment>between the problems of one deck</comment>
        <translation>&#xa0;; et il </translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the players of a team</comment>
        <translation> et </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the end of a list: &apos;A, B and C&apos;</comment>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>the end of a list: &apos;A, B or C&apos;</comment>
        <translation>{items} ou {last}</translation>
    </message>
    <message>
        <source> or </source>
        <comment>between alternatives</comment>
        <translation> ou </translation>
    </message>
    <message>
        <source>planeswalker</source>
        <comment>die face</comment>
        <translation>planeswalker</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>die face</comment>
        <translation>chaos</translation>
    </message>
    <message>
        <source>blank</source>
        <comment>die face</comment>
        <translation>vierge</translation>
    </message>
    <message>
        <source>virtual</source>
        <comment>roll source</comment>
        <translation>virtuel</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>roll source</comment>
        <translation>à la main</translation>
    </message>
    <message>
        <source>camera</source>
        <comment>roll source</comment>
        <translation>caméra</translation>
    </message>
    <message>
        <source>serial</source>
        <comment>roll source</comment>
        <translation>tour à dés</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>until ...</comment>
        <translation>la fin du tour</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>until ...</comment>
        <translation>ce qu&apos;un joueur se transplane</translation>
    </message>
    <message>
        <source>planeswalk away from plane</source>
        <comment>until ...</comment>
        <translation>ce qu&apos;un joueur se transplane depuis un plan</translation>
    </message>
    <message>
        <source>your next turn</source>
        <comment>until ...</comment>
        <translation>votre prochain tour</translation>
    </message>
    <message>
        <source>game</source>
        <comment>until ...</comment>
        <translation>la fin de la partie</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Up left</source>
        <translation>Haut-gauche</translation>
    </message>
    <message>
        <source>Up right</source>
        <translation>Haut-droite</translation>
    </message>
    <message>
        <source>Down left</source>
        <translation>Bas-gauche</translation>
    </message>
    <message>
        <source>Down right</source>
        <translation>Bas-droite</translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation>{direction}&#xa0;: hellride vers une case vide</translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation>{direction}&#xa0;: une case vide (une carte y est distribuée)</translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation>{direction}&#xa0;: {plane}</translation>
    </message>
    <message>
        <source>no plane</source>
        <translation>aucun plan</translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation>La partie est sur {plane}.</translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation>{direction}&#xa0;: {planes}.</translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation>{player} déplace la partie&#xa0;: {moves}.</translation>
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
        <translation>Liste du deck</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiée dans le presse-papiers.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{a} and {b} win!</source>
        <translation>{a} et {b} gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Nobody is left</source>
        <translation>Il ne reste personne</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Same players, seating and starting life; random decks dealt anew, other decks shuffled again, from a new seed</source>
        <translation>Mêmes joueurs, places et points de vie de départ&#xa0;; decks aléatoires redistribués, autres decks remélangés, avec une nouvelle graine</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Set up a different game</source>
        <translation>Préparer une autre partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last action (a misclick)</source>
        <translation>Annuler la dernière action (un clic de travers)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation>
            <numerusform>%n plan visité</numerusform>
            <numerusform>%n plans visités</numerusform>
        </translation>
    </message>
    <message>
        <source>{life} life</source>
        <translation>{life} PV</translation>
    </message>
    <message>
        <source> · {poison} poison</source>
        <translation> · {poison} poison</translation>
    </message>
    <message>
        <source> · left</source>
        <translation> · parti</translation>
    </message>
    <message>
        <source>No rematch: {reason}</source>
        <translation>Pas de revanche&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>KeepAside</name>
    <message>
        <source>it is nested too deeply</source>
        <translation>son imbrication est trop profonde</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation>l&apos;app n&apos;a pas le droit de le lire</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>ce n&apos;est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>ce n&apos;est pas du JSON valide (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation>il contient un nombre de plusieurs milliers de chiffres</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. The file is kept as {kept}.</source>
        <translation>{what} ({name}) n&apos;a pas pu être lu ({why})&#xa0;; {fallback}. Le fichier est conservé sous {kept}.</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. It couldn&apos;t be moved aside ({error}) and is left at {path}.</source>
        <translation>{what} ({name}) n&apos;a pas pu être lu ({why})&#xa0;; {fallback}. Impossible de le mettre de côté ({error})&#xa0;: il reste à {path}.</translation>
    </message>
</context>
<context>
    <name>LastSetup</name>
    <message>
        <source>The last players</source>
        <translation>Les derniers joueurs</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>les valeurs par défaut sont utilisées</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rolls only</source>
        <translation>Lancers seuls</translation>
    </message>
    <message>
        <source>Show only the roll audit: who rolled, cost, source, face</source>
        <translation>Afficher seulement le relevé des lancers&#xa0;: qui a lancé, coût, source, face</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <source>Roll audit: who rolled, the cost, the source and the face</source>
        <translation>Relevé des lancers&#xa0;: qui a lancé, le coût, la source et la face</translation>
    </message>
    <message>
        <source>Table correction: fixed by hand, not a rule or a roll</source>
        <translation>Correction de la table&#xa0;: réglée à la main, ni une règle ni un lancer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recent games: {notes}</source>
        <translation>Parties récentes&#xa0;: {notes}</translation>
    </message>
    <message>
        <source>Turn {turn}: {players} on {plane}</source>
        <translation>Tour {turn}&#xa0;: {players} sur {plane}</translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation>Planechase Table</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Effets</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Planar history: the planes visited and the cards left in each planar deck (Ctrl+H)</source>
        <translation>Historique planaire&#xa0;: les plans visités et les cartes restant dans chaque deck planaire (Ctrl+H)</translation>
    </message>
    <message>
        <source>Effects and the game log</source>
        <translation>Effets et journal de partie</translation>
    </message>
    <message>
        <source>Menu: game, play, view, camera</source>
        <translation>Menu&#xa0;: partie, jeu, affichage, caméra</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Plein écran (F11)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>&amp;Constructeur de deck…</translation>
    </message>
    <message>
        <source>&amp;Recent games…</source>
        <translation>Parties &amp;récentes…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Roll the planar die</source>
        <translation>&amp;Lancer le dé planaire</translation>
    </message>
    <message>
        <source>Re&amp;solve the top of the stack</source>
        <translation>&amp;Résoudre le dessus de la pile</translation>
    </message>
    <message>
        <source>Resolve (keypad)</source>
        <translation>Résoudre (pavé numérique)</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Tour suivant</translation>
    </message>
    <message>
        <source>&amp;Fix the table…</source>
        <translation>&amp;Corriger la table…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Upright screen (laptop, TV at one end)</source>
        <translation>Écran vertical (portable, TV en bout de table)</translation>
    </message>
    <message>
        <source>Flat screen (in the middle of the table)</source>
        <translation>Écran à plat (au milieu de la table)</translation>
    </message>
    <message>
        <source>Card faces the active player</source>
        <translation>La carte fait face au joueur actif</translation>
    </message>
    <message>
        <source>Card faces the planar controller</source>
        <translation>La carte fait face au contrôleur planaire</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>P&amp;aramètres…</translation>
    </message>
    <message>
        <source>Planar &amp;history…</source>
        <translation>&amp;Historique planaire…</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Caméra</translation>
    </message>
    <message>
        <source>&amp;Show camera…</source>
        <translation>&amp;Afficher la caméra…</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>&amp;Calibrer…</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Quitter le plein écran (F11)</translation>
    </message>
    <message>
        <source>Interface size {wanted:.2f} doesn&apos;t fit this window; the table is drawn at {drawn:.2f}, the most it holds.</source>
        <translation>La taille d&apos;interface {wanted:.2f} ne tient pas dans cette fenêtre&#xa0;; la table est dessinée à {drawn:.2f}, le maximum possible.</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>Paramètres non enregistrés&#xa0;: {error}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation>Aperçu seulement (dé&#xa0;: {source}). Choisissez «&#xa0;Vrai dé, lu par la caméra&#xa0;» dans Affichage ▸ Paramètres pour lire les lancers.</translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation>Non calibrée&#xa0;: appuyez sur Calibrer… pour apprendre à la caméra votre bac et votre dé.</translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation>Caméra calibrée&#xa0;: profil «&#xa0;{name}&#xa0;» enregistré.</translation>
    </message>
    <message>
        <source>Undo: {action} (Ctrl+Z)</source>
        <translation>Annuler&#xa0;: {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo: {action} (Ctrl+Shift+Z)</source>
        <translation>Rétablir&#xa0;: {action} (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Annuler&#xa0;: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>Ré&amp;tablir&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Rien n&apos;a changé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Continuer&#xa0;?</translation>
    </message>
    <message>
        <source>Continue the last game?

{summary}</source>
        <translation>Continuer la dernière partie&#xa0;?

{summary}</translation>
    </message>
</context>
<context>
    <name>MapOptions</name>
    <message>
        <source>Hellride only</source>
        <translation>Hellride seulement</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Sur la carte</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Move like a Planeswalker roll</source>
        <translation>Se déplacer comme sur un lancer Planeswalker</translation>
    </message>
    <message>
        <source>Move one step at random</source>
        <translation>Se déplacer d&apos;une case au hasard</translation>
    </message>
    <message>
        <source>House rule: phenomena</source>
        <translation>Règle maison&#xa0;: phénomènes</translation>
    </message>
    <message>
        <source>The article the variant comes from predates phenomena.</source>
        <translation>L&apos;article d&apos;où vient la variante est antérieur aux phénomènes.</translation>
    </message>
    <message>
        <source>House rule: effects that planeswalk</source>
        <translation>Règle maison&#xa0;: effets qui transplanent</translation>
    </message>
    <message>
        <source>“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar Tunnel and Spatial Merging: how the game moves on the map.</source>
        <translation>«&#xa0;Transplanez-vous&#xa0;» après un phénomène, «&#xa0;puis transplanez-vous&#xa0;», Tunnel interplanaire et Fusion spatiale&#xa0;: comment la partie se déplace sur la carte.</translation>
    </message>
    <message>
        <source>One planar deck of every plane in the pool (phenomena off), shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Un deck planaire avec chaque plan disponible (sans phénomènes), mélangé (901.15)&#xa0;; les decks des joueurs ne servent pas.</translation>
    </message>
    <message>
        <source>One planar deck of every plane and phenomenon in the pool, shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Un deck planaire avec chaque plan et phénomène disponible, mélangé (901.15)&#xa0;; les decks des joueurs ne servent pas.</translation>
    </message>
    <message>
        <source>A phenomenon is met only by hellriding onto it; once it&apos;s resolved it goes to the bottom and a plane is dealt in its place.</source>
        <translation>On ne rencontre un phénomène qu&apos;en y allant par hellride&#xa0;; une fois résolu, il va au-dessous du deck et un plan est distribué à sa place.</translation>
    </message>
    <message>
        <source>Phenomena are dealt like planes and met when the game moves onto one; once it&apos;s resolved the game moves on, and it stays on the map.</source>
        <translation>Les phénomènes sont distribués comme les plans et rencontrés quand la partie s&apos;y déplace&#xa0;; une fois résolu, la partie avance et il reste sur la carte.</translation>
    </message>
    <message>
        <source>No phenomena in the deck.</source>
        <translation>Aucun phénomène dans le deck.</translation>
    </message>
    <message>
        <source>The active player chooses the direction.</source>
        <translation>Le joueur actif choisit la direction.</translation>
    </message>
    <message>
        <source>Nobody chooses: up, down, left or right at random.</source>
        <translation>Personne ne choisit&#xa0;: haut, bas, gauche ou droite au hasard.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s plane is dealt in the Tunnel&apos;s place; Spatial Merging&apos;s two planes go where the game moves.</source>
        <translation>Le plan du Tunnel interplanaire est distribué à la place du Tunnel&#xa0;; les deux plans de la Fusion spatiale vont où la partie se déplace.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s and Spatial Merging&apos;s planes go where the game moves.</source>
        <translation>Les plans du Tunnel interplanaire et de la Fusion spatiale vont où la partie se déplace.</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Eternities Map</source>
        <translation>Carte des Éternités</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texte imprimé</translation>
    </message>
    <message>
        <source>{label} — Enter to move</source>
        <translation>{label} — Entrée pour s&apos;y déplacer</translation>
    </message>
    <message>
        <source>A card is dealt here from the top of the planar deck and the game moves to it.</source>
        <translation>Une carte du dessus du deck planaire est distribuée ici et la partie s&apos;y déplace.</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Graine {seed}</translation>
    </message>
    <message>
        <source>Random decks, shuffles and the random starting player come from it</source>
        <translation>Les decks aléatoires, les mélanges et le premier joueur au hasard en découlent</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back to four players with random decks (the last players are offered otherwise)</source>
        <translation>Revenir à quatre joueurs avec des decks aléatoires (sinon, les derniers joueurs sont proposés)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format&#xa0;:</translation>
    </message>
    <message>
        <source>Free-for-all</source>
        <translation>Chacun pour soi</translation>
    </message>
    <message>
        <source>Two-Headed Giant (810, 901.12)</source>
        <translation>Géant à deux têtes (810, 901.12)</translation>
    </message>
    <message>
        <source>Commander (903)</source>
        <translation>Commander (903)</translation>
    </message>
    <message>
        <source>with commanders</source>
        <translation>avec commandants</translation>
    </message>
    <message>
        <source>Commander in teams: commander damage and tax for every player (903)</source>
        <translation>Commander en équipes&#xa0;: blessures et taxe de commandant pour chaque joueur (903)</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Planechase (901)</source>
        <translation>Planechase (901)</translation>
    </message>
    <message>
        <source>Eternities Map</source>
        <translation>Carte des Éternités</translation>
    </message>
    <message>
        <source>The planes lie in a grid; a Planeswalker roll moves the game one step up, down, left or right, or diagonally onto an empty space (hellriding).</source>
        <translation>Les plans forment une grille&#xa0;; un lancer Planeswalker déplace la partie d&apos;une case vers le haut, le bas, la gauche ou la droite, ou en diagonale vers une case vide (hellride).</translation>
    </message>
    <message>
        <source>Planar decks:</source>
        <translation>Decks planaires&#xa0;:</translation>
    </message>
    <message>
        <source>Each player brings one (901.3)</source>
        <translation>Un par joueur (901.3)</translation>
    </message>
    <message>
        <source>One shared deck for the table (901.15)</source>
        <translation>Un deck partagé pour la table (901.15)</translation>
    </message>
    <message>
        <source>Players, in seating (turn) order</source>
        <translation>Joueurs, dans l&apos;ordre des places (du tour)</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Ajouter un joueur</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Deck partagé</translation>
    </message>
    <message>
        <source>Starting player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Starting life:</source>
        <translation>Points de vie de départ&#xa0;:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Autre&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation>Au hasard (selon la graine)</translation>
    </message>
    <message>
        <source>Team {n}: {a} and {b}</source>
        <translation>Équipe {n}&#xa0;: {a} et {b}</translation>
    </message>
    <message numerus="yes">
        <source>%n planar deck(s) need attention (see above).</source>
        <translation>
            <numerusform>%n deck planaire demande votre attention (voir ci-dessus).</numerusform>
            <numerusform>%n decks planaires demandent votre attention (voir ci-dessus).</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation>La place {n} a besoin d&apos;un nom de joueur.</translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation>Place {n}&#xa0;: «&#xa0;{name}&#xa0;» est réservé au deck planaire partagé&#xa0;; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation>Les places {first} et {second} s&apos;appellent toutes deux «&#xa0;{name}&#xa0;»&#xa0;; les noms des joueurs doivent être différents.</translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation>901.2&#xa0;: une partie ici accueille de {low} à {high} joueurs.</translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1&#xa0;: le Géant à deux têtes, c&apos;est deux équipes de deux ou plus&#xa0;; ajoutez ou retirez un joueur pour former des équipes complètes.</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation>Deck partagé&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message>
        <source>Planar history</source>
        <translation>Historique planaire</translation>
    </message>
    <message>
        <source>Planar decks</source>
        <translation>Cartes de chaque deck planaire</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Visited, in order ({n})</source>
        <translation>Visités, dans l&apos;ordre ({n})</translation>
    </message>
    <message>
        <source>No planar history is recorded for this game yet.</source>
        <translation>Aucun historique planaire pour cette partie pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Deck partagé</translation>
    </message>
    <message numerus="yes">
        <source>{owner}: %n card(s) left</source>
        <translation>
            <numerusform>{owner}&#xa0;: %n carte restante</numerusform>
            <numerusform>{owner}&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting plane, {player}&apos;s deck</source>
        <translation>Plan de départ, deck de {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: turned up by {player} when its owner&apos;s cards left</source>
        <translation>Tour {turn}&#xa0;: révélé par {player} quand les cartes de son propriétaire sont parties</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} encountered it</source>
        <translation>Tour {turn}&#xa0;: {player} l&apos;a rencontré</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} planeswalked here</source>
        <translation>Tour {turn}&#xa0;: {player} s&apos;est transplané ici</translation>
    </message>
    <message>
        <source>face up now</source>
        <translation>face visible maintenant</translation>
    </message>
    <message>
        <source>Read {name}&apos;s text and rulings</source>
        <translation>Lire le texte et les précisions de {name}</translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>No plane is face up</source>
        <translation>Aucun plan face visible</translation>
    </message>
    <message>
        <source>English only</source>
        <translation>Anglais uniquement</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Texte Oracle</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texte imprimé</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Imprimé</translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation>Revenir au texte imprimé sur la carte (O)</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation>Afficher le texte Oracle anglais, qui fait foi pour les règles (O)</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn</source>
        <translation>C&apos;est le tour de ce joueur</translation>
    </message>
    <message>
        <source>Planar controller (901.6)</source>
        <translation>Contrôleur planaire (901.6)</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>A quitté la partie</translation>
    </message>
    <message>
        <source>Tap: 1 · hold: 5, repeating</source>
        <translation>Touchez&#xa0;: 1 · maintenez&#xa0;: 5, en continu</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Poison</translation>
    </message>
    <message>
        <source>Poison counters (ten or more: 704.5c)</source>
        <translation>Marqueurs poison (dix ou plus&#xa0;: 704.5c)</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Marqueurs poison</translation>
    </message>
    <message>
        <source>Leave game</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave game: this player leaves (asks first)</source>
        <translation>Quitter&#xa0;: ce joueur quitte la partie (confirmation demandée)</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Commandants</translation>
    </message>
    <message>
        <source>{a} and {b} lose?</source>
        <translation>{a} et {b} perdent&#xa0;?</translation>
    </message>
    <message>
        <source>{a} loses?</source>
        <translation>{a} perd&#xa0;?</translation>
    </message>
    <message>
        <source>21 from {owner}&apos;s {commander}: {losers}</source>
        <translation>21 de {commander} de {owner}&#xa0;: {losers}</translation>
    </message>
    <message>
        <source>21 dmg: lose?</source>
        <translation>21 bless.&#xa0;: perd&#xa0;?</translation>
    </message>
    <message>
        <source>Would lose — confirm ({rule})</source>
        <translation>Perdrait — confirmer ({rule})</translation>
    </message>
    <message>
        <source>Lose? ({rule})</source>
        <translation>Perd&#xa0;? ({rule})</translation>
    </message>
    <message>
        <source>{why}

Confirm: {player} leaves the game{team}. Their planar cards leave with them ({rule}). Undo can bring them back.</source>
        <translation>{why}

Confirmer&#xa0;: {player} quitte la partie{team}. Ses cartes planaires partent avec lui ({rule}). Annuler peut le faire revenir.</translation>
    </message>
    <message>
        <source> with {mate} (810.8a)</source>
        <translation> avec {mate} (810.8a)</translation>
    </message>
    <message>
        <source>{player} concedes for the team: {player} and {mate} leave the game together (810.8b)?

Their planar cards leave with them (901.10). Undo can bring them back.</source>
        <translation>{player} concède pour l&apos;équipe&#xa0;: {player} et {mate} quittent la partie ensemble (810.8b)&#xa0;?

Leurs cartes planaires partent avec eux (901.10). Annuler peut les faire revenir.</translation>
    </message>
    <message>
        <source>{player} leaves the game?

Their planar cards leave with them (800.4a). Undo can bring them back.</source>
        <translation>{player} quitte la partie&#xa0;?

Ses cartes planaires partent avec lui (800.4a). Annuler peut le faire revenir.</translation>
    </message>
    <message>
        <source>Team {a} &amp; {b} · {life}</source>
        <translation>Équipe {a} et {b} · {life}</translation>
    </message>
    <message>
        <source>Team with {mate}</source>
        <translation>Équipe avec {mate}</translation>
    </message>
    <message>
        <source>{team} · −/+ on {primary}&apos;s seat</source>
        <translation>{team} · −/+ sur la place de {primary}</translation>
    </message>
    <message>
        <source>Team life: on {primary}&apos;s</source>
        <translation>PV de l&apos;équipe&#xa0;: sur celle de {primary}</translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>Jetons&#xa0;: {list}</translation>
    </message>
    <message>
        <source>{flag}: the table confirms with this seat&apos;s Leave button</source>
        <translation>{flag}&#xa0;: la table confirme avec le bouton Quitter de cette place</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): −/+ on this seat change it for {mate} too</source>
        <translation>Points de vie de l&apos;équipe (810.4)&#xa0;: −/+ sur cette place les change aussi pour {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): change it on {mate}&apos;s seat</source>
        <translation>Points de vie de l&apos;équipe (810.4)&#xa0;: changez-les sur la place de {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s poison counters (fifteen or more: 704.6b)</source>
        <translation>Marqueurs poison de l&apos;équipe (quinze ou plus&#xa0;: 704.6b)</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Entrée</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (parti)</translation>
    </message>
    <message>
        <source>{winner} won on turn {turn}</source>
        <translation>{winner} a gagné au tour {turn}</translation>
    </message>
    <message>
        <source>game over on turn {turn}</source>
        <translation>partie terminée au tour {turn}</translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn</source>
        <translation>tour {turn}, tour de {player}</translation>
    </message>
    <message>
        <source>no plane face up</source>
        <translation>aucun plan face visible</translation>
    </message>
    <message>
        <source>On {planes} · last played {when}</source>
        <translation>Sur {planes} · jouée pour la dernière fois {when}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>End the current game? It stays in Game ▸ Recent games.</source>
        <translation>Terminer la partie en cours&#xa0;? Elle reste dans Partie ▸ Parties récentes.</translation>
    </message>
    <message>
        <source>End it</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>The game couldn&apos;t be kept in Recent games: {why}</source>
        <translation>La partie n&apos;a pas pu être gardée dans Parties récentes&#xa0;: {why}</translation>
    </message>
    <message>
        <source>That game can&apos;t be resumed: {why}</source>
        <translation>Impossible de reprendre cette partie&#xa0;: {why}</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is left as it is</source>
        <translation>{name} est illisible ({why})&#xa0;; il est laissé tel quel</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is kept as {kept}</source>
        <translation>{name} est illisible ({why})&#xa0;; il est conservé sous {kept}</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Games left for a new one or for another recent game. Resume one to carry on where it was, undo included; the game on the table then goes into this list.</source>
        <translation>Parties laissées pour une nouvelle ou pour une autre partie récente. Reprenez-en une pour continuer où elle en était, annulation comprise&#xa0;; la partie sur la table va alors dans cette liste.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>No recent games yet: a game goes here when a new game replaces it.</source>
        <translation>Pas encore de partie récente&#xa0;: une partie arrive ici quand une nouvelle la remplace.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation>
            <numerusform>%n fichier illisible, mis de côté&#xa0;:</numerusform>
            <numerusform>%n fichiers illisibles, mis de côté&#xa0;:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation>rien (le deck est vide)</translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation>TRANSPLANAGE → {plane}</translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation>{player} quitte {away}</translation>
    </message>
    <message>
        <source>CHAOS — {player}</source>
        <translation>CHAOS — {player}</translation>
    </message>
    <message>
        <source>PLANESWALKER — {player}</source>
        <translation>PLANESWALKER — {player}</translation>
    </message>
    <message>
        <source>Blank — {player}</source>
        <translation>Vierge — {player}</translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation>{nth} lancer ce tour-ci · un effet, gratuit</translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation>{nth} lancer ce tour-ci · payé {{{cost}}}</translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation>lu&#xa0;: {read}</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>il ne se passe rien</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation>Le chaos s&apos;ensuit pour {card}</translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation>Le chaos s&apos;ensuit, sans lancer de dé</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Make primary</source>
        <translation>Rendre principal</translation>
    </message>
    <message>
        <source>Make this player their team&apos;s primary player: the team&apos;s turn, planar controller and first seat are theirs (901.12b)</source>
        <translation>Faire de ce joueur le joueur principal de son équipe&#xa0;: le tour de l&apos;équipe, le contrôle planaire et la première place sont à lui (901.12b)</translation>
    </message>
    <message>
        <source>Commander (optional)</source>
        <translation>Commandant (facultatif)</translation>
    </message>
    <message>
        <source>Partner or background</source>
        <translation>Partenaire ou historique</translation>
    </message>
    <message>
        <source>A commander&apos;s name (903.3); a second one for partners or a commander and its background (903.3c)</source>
        <translation>Le nom d&apos;un commandant (903.3)&#xa0;; un second pour des partenaires ou un commandant et son historique (903.3c)</translation>
    </message>
    <message>
        <source>Move up: sit earlier in turn order</source>
        <translation>Monter&#xa0;: jouer plus tôt dans l&apos;ordre du tour</translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation>Descendre&#xa0;: jouer plus tard dans l&apos;ordre du tour</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Retirer ce joueur</translation>
    </message>
    <message>
        <source>Team {n} · primary</source>
        <translation>Équipe {n} · principal</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Équipe {n}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Virtual die (the app rolls)</source>
        <translation>Dé virtuel (l&apos;app lance)</translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation>Vrai dé, entré à la main</translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation>Vrai dé, lu par la caméra</translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation>Vrai dé, lu par une tour à dés</translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation>L&apos;app lance le dé planaire&#xa0;: appuyez sur Lancer (ou Espace).</translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation>Lancez votre propre dé planaire et touchez la face obtenue.</translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation>Une caméra au-dessus du bac lit votre vrai dé.</translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation>Une tour à dés lit votre vrai dé et le transmet à l&apos;app par USB.</translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation>Vertical&#xa0;: un écran ou une TV au bout de la table</translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation>À plat&#xa0;: l&apos;écran sur la table, les joueurs autour</translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation>Vers le joueur actif</translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation>Vers le contrôleur planaire</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dé planaire</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation>d6 ordinaire (faces ci-dessous)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Vos paramètres</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>les valeurs par défaut sont utilisées</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dé planaire</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>Where the pictures come from and which die lies in the tray; calibrate once per die and light (Camera ▸ Calibrate…).</source>
        <translation>D&apos;où viennent les images et quel dé est dans le bac&#xa0;; calibrez une fois par dé et par éclairage (Caméra ▸ Calibrer…).</translation>
    </message>
    <message>
        <source>A camera number (0 is the first camera), a video file, a folder of pictures, or synthetic:seed=2 for a demo</source>
        <translation>Un numéro de caméra (0 est la première), un fichier vidéo, un dossier d&apos;images, ou synthetic:seed=2 pour une démo</translation>
    </message>
    <message>
        <source>Die in the tray</source>
        <translation>Dé dans le bac</translation>
    </message>
    <message>
        <source>The calibration&apos;s name (Camera ▸ Calibrate…); one per die and camera set-up</source>
        <translation>Le nom du calibrage (Caméra ▸ Calibrer…)&#xa0;; un par dé et installation de caméra</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibrage</translation>
    </message>
    <message>
        <source>Dice tower</source>
        <translation>Tour à dés</translation>
    </message>
    <message>
        <source>The tower&apos;s USB serial port and speed: Find towers asks every port, a simulator&apos;s too.</source>
        <translation>Le port série USB de la tour et sa vitesse&#xa0;: Chercher des tours interroge chaque port, y compris celui d&apos;un simulateur.</translation>
    </message>
    <message>
        <source>Which pip values of a d6 are Planeswalker and Chaos, e.g. 1=planeswalker,6=chaos; the others are blank. A dice tower that reports pips uses it too</source>
        <translation>Quelles valeurs d&apos;un d6 sont Planeswalker et Chaos, p. ex. 1=planeswalker,6=chaos&#xa0;; les autres sont vierges. Une tour à dés qui envoie des points l&apos;utilise aussi</translation>
    </message>
    <message>
        <source>d6 face map</source>
        <translation>Faces du d6</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>How the table looks: colours, sizes, which way the cards face, and the language it speaks.</source>
        <translation>L&apos;aspect de la table&#xa0;: couleurs, tailles, sens des cartes et la langue qu&apos;elle parle.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Card text size</source>
        <translation>Taille du texte des cartes</translation>
    </message>
    <message>
        <source>Interface size (TV: 1.5-2)</source>
        <translation>Taille d&apos;interface (TV&#xa0;: 1.5-2)</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Mode de table</translation>
    </message>
    <message>
        <source>Cards face</source>
        <translation>Sens des cartes</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>This run speaks {language} (--lang): the choice above is used from the next start, or now if you change it.</source>
        <translation>Cette session parle {language} (--lang)&#xa0;: le choix ci-dessus s&apos;applique au prochain démarrage, ou tout de suite si vous le changez.</translation>
    </message>
</context>
<context>
    <name>StackItemWidget</name>
    <message>
        <source>Planeswalking ability</source>
        <translation>Capacité de transplanage</translation>
    </message>
    <message>
        <source>Controller: {name} · Target: {targets}</source>
        <translation>Contrôleur&#xa0;: {name} · Cible&#xa0;: {targets}</translation>
    </message>
    <message>
        <source>Controller: {name}</source>
        <translation>Contrôleur&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take it off the stack without resolving it (countered, or a mistake)</source>
        <translation>La retirer de la pile sans la résoudre (contrecarrée, ou une erreur)</translation>
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
        <translation>Transplanage</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclenchement</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pile</translation>
    </message>
    <message>
        <source>Resolve (Enter)</source>
        <translation>Résoudre (Entrée)</translation>
    </message>
    <message>
        <source>Resolve the top of the stack</source>
        <translation>Résoudre le dessus de la pile</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>La pile est vide</translation>
    </message>
    <message>
        <source>Waiting to go on the stack</source>
        <translation>En attente d&apos;aller sur la pile</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Rien n&apos;a changé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Stack ({n})</source>
        <translation>Pile ({n})</translation>
    </message>
    <message>
        <source>Waiting: {what}</source>
        <translation>En attente&#xa0;: {what}</translation>
    </message>
    <message>
        <source>Waiting for {player} to choose: {question}</source>
        <translation>En attente du choix de {player}&#xa0;: {question}</translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message>
        <source>Fix the table</source>
        <translation>Corriger la table</translation>
    </message>
    <message>
        <source>Fix a mistake by hand: a forgotten trigger, a miscounted counter, a misplaced card. Each fix is logged as a table correction, never as a roll, and Undo takes it back.</source>
        <translation>Corrigez une erreur à la main&#xa0;: un déclenchement oublié, un marqueur mal compté, une carte mal placée. Chaque correction est notée comme correction de la table, jamais comme un lancer, et Annuler la défait.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Déplacer une carte</translation>
    </message>
    <message>
        <source>Planeswalk to</source>
        <translation>Se transplaner</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Set a counter on a face-up plane to the number the table agrees on. Ten scroll counters on Aretopolis still trigger it.</source>
        <translation>Réglez un marqueur d&apos;un plan face visible au nombre convenu par la table. Dix marqueurs «&#xa0;parchemin&#xa0;» sur Aretopolis le déclenchent toujours.</translation>
    </message>
    <message>
        <source>One fewer</source>
        <translation>Un de moins</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Un de plus</translation>
    </message>
    <message>
        <source>Set the counter</source>
        <translation>Régler le marqueur</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>Deck planaire</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Put a card of a planar deck on its top or its bottom. The cards are listed by name: the deck&apos;s order stays hidden.</source>
        <translation>Mettez une carte d&apos;un deck planaire au-dessus ou au-dessous de celui-ci. Les cartes sont listées par nom&#xa0;: l&apos;ordre du deck reste caché.</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Mettre au-dessus</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Mettre au-dessous</translation>
    </message>
    <message>
        <source>The table says so: the planar controller planeswalks to this card instead of the top one. The face-up cards go to the bottom and everything a planeswalk triggers happens.</source>
        <translation>La table le décide&#xa0;: le contrôleur planaire se transplane vers cette carte au lieu de celle du dessus. Les cartes face visible vont au-dessous et tout ce que déclenche le transplanage a lieu.</translation>
    </message>
    <message>
        <source>Planeswalk there</source>
        <translation>S&apos;y transplaner</translation>
    </message>
    <message>
        <source>Reveal the top cards of a planar deck. Nothing moves.</source>
        <translation>Révélez les cartes du dessus d&apos;un deck planaire. Rien ne bouge.</translation>
    </message>
    <message>
        <source>Shuffle a planar deck (with the game&apos;s own random numbers, so Redo shuffles it the same way).</source>
        <translation>Mélangez un deck planaire (avec les nombres aléatoires de la partie, pour que Rétablir le mélange de la même façon).</translation>
    </message>
    <message>
        <source>Revealed: {cards}</source>
        <translation>Révélées&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Deck partagé</translation>
    </message>
    <message>
        <source>{player}&apos;s deck</source>
        <translation>Deck de {player}</translation>
    </message>
    <message numerus="yes">
        <source>{deck} (%n card(s))</source>
        <translation>
            <numerusform>{deck} (%n carte)</numerusform>
            <numerusform>{deck} (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer {player}&apos;s question first, or Undo.</source>
        <translation>Répondez d&apos;abord à la question de {player}, ou Annuler.</translation>
    </message>
    <message>
        <source>Choose a card…</source>
        <translation>Choisissez une carte…</translation>
    </message>
    <message>
        <source>Not done: {reason}</source>
        <translation>Pas fait&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Choose a face-up plane and name the counter.</source>
        <translation>Choisissez un plan face visible et nommez le marqueur.</translation>
    </message>
    <message>
        <source>Choose a planar deck and a card in it.</source>
        <translation>Choisissez un deck planaire et une de ses cartes.</translation>
    </message>
    <message>
        <source>Choose a planar deck.</source>
        <translation>Choisissez un deck planaire.</translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message>
        <source>No tower port — choose it in View ▸ Settings; enter the roll by hand</source>
        <translation>Pas de port de tour — choisissez-le dans Affichage ▸ Paramètres&#xa0;; entrez le lancer à la main</translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation>Tour perdue — reconnexion…&#xa0;; entrez le lancer à la main</translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation>Tour connectée (sketch simple)</translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation>Tour éteinte</translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation>Demande à la tour de lancer le vrai dé (elle a un moteur)</translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation>Lâchez le dé dans la tour&#xa0;: elle lit le lancer. Ou entrez-le avec les boutons ci-dessous</translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation>La tour n&apos;est pas connectée&#xa0;: entrez le lancer avec les boutons ci-dessous</translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>La tour dit&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation>{port} à {baud} bauds</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation>
            <numerusform>%n ligne sans somme de contrôle refusée (cette tour signe ses lignes d&apos;une somme de contrôle)</numerusform>
            <numerusform>%n lignes sans somme de contrôle refusées (cette tour signe ses lignes d&apos;une somme de contrôle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation>Tour prête — {name}</translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation>Tour connectée — en attente du HELLO de {name}…</translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation>Tour connectée — en attente de son HELLO…</translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation>Impossible d&apos;ouvrir {port} — nouvel essai&#xa0;; entrez le lancer à la main</translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation>Connexion à la tour…</translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation>lancement…</translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation>{status} · dit «&#xa0;{error}&#xa0;»</translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation>entendue à l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation>
            <numerusform>entendue il y a %n s</numerusform>
            <numerusform>entendue il y a %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation>
            <numerusform>entendue il y a %n min</numerusform>
            <numerusform>entendue il y a %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation>La tour ne peut pas lancer maintenant ({why})&#xa0;; lâchez le dé à la main, ou entrez-le avec les boutons ci-dessous</translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation>
            <numerusform>La tour a lu {face} (%n point)</numerusform>
            <numerusform>La tour a lu {face} (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation>La tour a lu {face}</translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation>lue par l&apos;app maintenant</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyACM0 or COM3</source>
        <translation>p. ex. /dev/ttyACM0 ou COM3</translation>
    </message>
    <message>
        <source>The tower&apos;s serial port: press Find towers, or type its path</source>
        <translation>Le port série de la tour&#xa0;: appuyez sur Chercher des tours, ou tapez son chemin</translation>
    </message>
    <message>
        <source>Find towers</source>
        <translation>Chercher des tours</translation>
    </message>
    <message>
        <source>Open the USB serial ports for a few seconds and ask each for a tower&apos;s HELLO</source>
        <translation>Ouvrir les ports série USB quelques secondes et demander à chacun le HELLO d&apos;une tour</translation>
    </message>
    <message>
        <source>The tower&apos;s serial speed (115200 unless its sketch says otherwise)</source>
        <translation>La vitesse série de la tour (115200 sauf si son sketch dit autre chose)</translation>
    </message>
    <message>
        <source>Tower port</source>
        <translation>Port de la tour</translation>
    </message>
    <message>
        <source>Tower baud rate</source>
        <translation>Débit de la tour (bauds)</translation>
    </message>
    <message>
        <source>Choose the tower&apos;s port (Find towers), or type its path</source>
        <translation>Choisissez le port de la tour (Chercher des tours), ou tapez son chemin</translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation>Le débit en bauds est un nombre de {low} à {high}</translation>
    </message>
    <message>
        <source>Looking for towers… (a few seconds)</source>
        <translation>Recherche de tours… (quelques secondes)</translation>
    </message>
    <message>
        <source>No serial ports found. Is the tower plugged in? You can also type a path.</source>
        <translation>Aucun port série trouvé. La tour est-elle branchée&#xa0;? Vous pouvez aussi taper un chemin.</translation>
    </message>
    <message numerus="yes">
        <source>No tower answered on the %n serial port(s); pick one, or check the cable and the baud rate.</source>
        <translation>
            <numerusform>Aucune tour n&apos;a répondu sur le port série (%n)&#xa0;; choisissez-en un, ou vérifiez le câble et le débit.</numerusform>
            <numerusform>Aucune tour n&apos;a répondu sur les %n ports série&#xa0;; choisissez-en un, ou vérifiez le câble et le débit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation>{tower} trouvée sur {port}</translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation>
            <numerusform>(%n tour)</numerusform>
            <numerusform>(%n tours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation>
            <numerusform>%n tour trouvée (étoilée)&#xa0;; {port} est conservé.</numerusform>
            <numerusform>%n tours trouvées (étoilées)&#xa0;; {port} est conservé.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation>La recherche de tours a échoué&#xa0;: {why}</translation>
    </message>
    <message>
        <source>a tower</source>
        <translation>une tour</translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation>L&apos;app lit maintenant la tour sur {port}.</translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation>L&apos;app lit maintenant {tower} sur {port}.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Game over · {a} and {b} win</source>
        <translation>Partie terminée · {a} et {b} gagnent</translation>
    </message>
    <message>
        <source>Game over · {winner} wins</source>
        <translation>Partie terminée · {winner} gagne</translation>
    </message>
    <message>
        <source>Game over · nobody is left</source>
        <translation>Partie terminée · il ne reste personne</translation>
    </message>
    <message>
        <source>Turn {turn} · {player} · {step}</source>
        <translation>Tour {turn} · {player} · {step}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Pas encore de partie</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Begin the next step</source>
        <translation>Commencer l&apos;étape suivante</translation>
    </message>
    <message>
        <source>Next turn (N)</source>
        <translation>Tour suiv. (N)</translation>
    </message>
    <message>
        <source>Advance to the next turn&apos;s first main phase; stops early where something triggers</source>
        <translation>Avancer jusqu&apos;à la première phase principale du tour suivant&#xa0;; s&apos;arrête avant là où quelque chose se déclenche</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>Rien n&apos;a changé&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>inversé</translation>
    </message>
    <message>
        <source>seating</source>
        <translation>places</translation>
    </message>
    <message>
        <source>Turn order runs the other way round the table</source>
        <translation>L&apos;ordre du tour va dans l&apos;autre sens autour de la table</translation>
    </message>
    <message>
        <source>Turn order follows the seating</source>
        <translation>L&apos;ordre du tour suit les places</translation>
    </message>
    <message>
        <source>Extra turns: {names}</source>
        <translation>Tours supplémentaires&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Next roll: {cost}</source>
        <translation>Prochain lancer&#xa0;: {cost}</translation>
    </message>
    <message>
        <source>The active player&apos;s next roll of the planar die costs {cost} mana (116.2i)</source>
        <translation>Le prochain lancer du dé planaire du joueur actif coûte {cost} mana (116.2i)</translation>
    </message>
    <message>
        <source>Next roll: {list}</source>
        <translation>Prochain lancer&#xa0;: {list}</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d, 116.2i)</source>
        <translation>Chaque membre de l&apos;équipe active peut lancer, chacun à son propre coût (901.12d, 116.2i)</translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message>
        <source>&amp;TV window</source>
        <translation>Fenêtre &amp;TV</translation>
    </message>
    <message>
        <source>The plane, the roll and whose turn, full screen on a TV or projector</source>
        <translation>Le plan, le lancer et le tour en cours, en plein écran sur une TV ou un projecteur</translation>
    </message>
    <message>
        <source>TV window &amp;on</source>
        <translation>Fenêtre TV &amp;sur</translation>
    </message>
    <message>
        <source> (the table&apos;s window)</source>
        <translation> (la fenêtre de la table)</translation>
    </message>
    <message>
        <source>There is no second screen: open the TV window anyway, as a window on this screen?</source>
        <translation>Il n&apos;y a pas de second écran&#xa0;: ouvrir quand même la fenêtre TV, comme fenêtre sur cet écran&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>There is no screen {n} (this computer has %n screen(s); View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation>
            <numerusform>Il n&apos;y a pas d&apos;écran {n} (cet ordinateur a %n écran&#xa0;; Affichage ▸ Fenêtre TV les liste)&#xa0;: la table démarre sans la fenêtre TV.</numerusform>
            <numerusform>Il n&apos;y a pas d&apos;écran {n} (cet ordinateur a %n écrans&#xa0;; Affichage ▸ Fenêtre TV les liste)&#xa0;: la table démarre sans la fenêtre TV.</numerusform>
        </translation>
    </message>
    <message>
        <source>The TV window shares the table&apos;s screen, so it opens as a window: choose another screen in View ▸ TV window on.</source>
        <translation>La fenêtre TV partage l&apos;écran de la table, elle s&apos;ouvre donc comme fenêtre&#xa0;: choisissez un autre écran dans Affichage ▸ Fenêtre TV sur.</translation>
    </message>
    <message>
        <source>TV window closed — View ▸ TV window opens it again.</source>
        <translation>Fenêtre TV fermée — Affichage ▸ Fenêtre TV la rouvre.</translation>
    </message>
    <message>
        <source>The TV screen ({name}) was unplugged: the TV window closed, the game goes on.</source>
        <translation>L&apos;écran TV ({name}) a été débranché&#xa0;: la fenêtre TV s&apos;est fermée, la partie continue.</translation>
    </message>
    <message>
        <source>TV window</source>
        <translation>Fenêtre TV</translation>
    </message>
</context>
<context>
    <name>TvScreens</name>
    <message>
        <source>Screen {n} · {w}×{h}</source>
        <translation>Écran {n} · {w}×{h}</translation>
    </message>
    <message>
        <source>Screen {n}: {name} · {w}×{h}</source>
        <translation>Écran {n}&#xa0;: {name} · {w}×{h}</translation>
    </message>
</context>
<context>
    <name>TvStatus</name>
    <message>
        <source>Planar controller</source>
        <translation>Contrôleur planaire</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Dernier lancer</translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation>Aucun lancer ce tour-ci</translation>
    </message>
</context>
<context>
    <name>TvSummary</name>
    <message>
        <source>No game yet</source>
        <translation>Pas encore de partie</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation>{player} · {nth} lancer, un effet</translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation>{player} · {nth} lancer ce tour-ci</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who} gagne</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tour {turn}</translation>
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
            <numerusform> (%n point)</numerusform>
            <numerusform> (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the die</source>
        <translation>Vérifiez le dé</translation>
    </message>
    <message>
        <source>The camera isn&apos;t sure. It looks like &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;What does the die show?</source>
        <translation>La caméra n&apos;est pas sûre. On dirait &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;Que montre le dé&#xa0;?</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Relancer</translation>
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
        <translation>Planechase à votre table&#xa0;: le plan face visible, le dé planaire et la pile, assez grands pour que tous les lisent.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Choose the players and their planar decks</source>
        <translation>Choisissez les joueurs et leurs decks planaires</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Essayer la démo</translation>
    </message>
    <message>
        <source>Four players, random planar decks, the virtual die</source>
        <translation>Quatre joueurs, decks planaires aléatoires, le dé virtuel</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Parties récentes…</translation>
    </message>
    <message>
        <source>Continue a game played before</source>
        <translation>Reprendre une partie jouée avant</translation>
    </message>
</context>
<context>
    <name>_Panel</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
</TS>
