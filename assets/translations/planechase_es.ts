<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AbilityText</name>
    <message>
        <source>Planeswalk.</source>
        <comment>what the planeswalking ability does (901.9c)</comment>
        <translation>Camina por los planos.</translation>
    </message>
    <message>
        <source>Whenever you roll the Planeswalker symbol on the planar die, planeswalk.</source>
        <comment>the planeswalking ability (901.9c)</comment>
        <translation>Siempre que lances el símbolo de Planeswalker en el dado planar, camina por los planos.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The last game</source>
        <translation>La última partida</translation>
    </message>
    <message>
        <source>a new game starts</source>
        <translation>empieza una partida nueva</translation>
    </message>
    <message>
        <source>The last game is back, but its latest actions may be missing: {why}.</source>
        <translation>La última partida ha vuelto, pero pueden faltar sus últimas acciones: {why}.</translation>
    </message>
</context>
<context>
    <name>CalibrationWizard</name>
    <message>
        <source>Put the camera 30–50 cm above the tray, looking straight down.</source>
        <translation>Pon la cámara a 30–50 cm por encima de la bandeja, mirando hacia abajo.</translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation>Ilumina la bandeja por igual: sin sombras marcadas ni reflejos en el dado.</translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation>Una bandeja mate de un color que contraste con el dado (un fieltro oscuro para un dado blanco) se lee mejor.</translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation>No muevas la cámara ni la bandeja después de calibrar.</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation>Calibrar la cámara</translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation>La cámara aprende tu bandeja y tu dado con unas pocas fotos. Primero, colócala:</translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation>Comprueba la imagen de abajo y pulsa Siguiente.</translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation>La bandeja vacía</translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation>Saca el dado de la bandeja y mantén fuera las manos y las sombras; luego pulsa Capturar.</translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation>{face} boca arriba</translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation>
            <numerusform>Pon el dado en la bandeja mostrando &lt;b&gt;{face}&lt;/b&gt;, retira la mano y pulsa Capturar. Mueve el dado a otro sitio de la bandeja (aún con {face} arriba) antes de la %n foto.</numerusform>
            <numerusform>Pon el dado en la bandeja mostrando &lt;b&gt;{face}&lt;/b&gt;, retira la mano y pulsa Capturar. Mueve el dado a otro sitio de la bandeja (aún con {face} arriba) antes de cada una de las %n fotos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation>Comprobando las fotos</translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation>La cámara no da imágenes nuevas ({why}). Revísala y vuelve a capturar.</translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation>Calibrar la cámara — {name}</translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation>Vista previa de la calibración</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Capturar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Retake</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{title}  ({n} of {count})</source>
        <translation>{title}  ({n} de {count})</translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation>Capturar otra vez</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation>
            <numerusform>%n foto de la bandeja vacía tomada</numerusform>
            <numerusform>%n fotos de la bandeja vacía tomadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation>
            <numerusform>Toma %n foto en un momento</numerusform>
            <numerusform>Toma %n fotos en un momento</numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>Repetir esta cara</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation>
            <numerusform>%n foto tomada ✓</numerusform>
            <numerusform>Las %n fotos tomadas ✓</numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation>Capturar foto {n} de {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation>Comprobar las fotos</translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>Capturando…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation>Faltan fotos: {steps}.</translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation>Creando y comprobando el perfil…</translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation>No se pudieron guardar las fotos: {why}</translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation>Aún no se puede confiar en el perfil: {why}

Tus fotos se guardan en {folder}.</translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation>Repetir: {step}</translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation>No se pudo guardar el perfil en {folder}: {why}</translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation>La creación del perfil falló de forma inesperada: {why}</translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ Guardado, pero con él la cámara solo puede adivinar: la mesa confirma cada tirada. Para arreglarlo: {why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation>
            <numerusform>✓ El perfil lee bien su %n foto.</numerusform>
            <numerusform>✓ El perfil lee bien sus %n fotos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation>Guardado como “{name}” en {folder}.
Bandeja en {x},{y}, {w}×{h} px · lado del dado {side} px · {ink}.

Pulsa Terminar: la cámara lee las tiradas con él.</translation>
    </message>
    <message>
        <source>✓ The profile reads all {n} of its pictures correctly.</source>
        <translation type="vanished">✓ El perfil lee bien sus {n} imágenes.</translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation>Cámara sin calibrar: abre Cámara ▸ Calibrar</translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation>Cámara desconectada: introduce la tirada a mano; reconectando…</translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation>La grabación de la cámara terminó: introduce la tirada a mano</translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation>Dado inclinado: vuelve a lanzarlo</translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>No se puede usar la calibración de la cámara: {why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation>Calibrando la cámara: introduce las tiradas a mano</translation>
    </message>
    <message>
        <source>No camera found at {source} — enter the roll by hand; still looking…</source>
        <translation>No hay cámara en {source}: introduce la tirada a mano; sigo buscando…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Cámara activa</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Conectando con la cámara…</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Cámara apagada</translation>
    </message>
    <message>
        <source>Two dice in the tray: leave only one.</source>
        <translation>Dos dados en la bandeja: deja solo uno.</translation>
    </message>
    <message>
        <source>Something else is in the tray: take it out and leave only the die.</source>
        <translation>Hay algo más en la bandeja: sácalo y deja solo el dado.</translation>
    </message>
    <message>
        <source>The camera moved: keep it steady; if it no longer sees the whole tray, calibrate again.</source>
        <translation>La cámara se ha movido: mantenla quieta; si ya no ve toda la bandeja, vuelve a calibrar.</translation>
    </message>
    <message>
        <source>The camera moved too far from where it was calibrated: put it back or calibrate again.</source>
        <translation>La cámara se ha alejado demasiado de donde se calibró: vuelve a colocarla o calibra de nuevo.</translation>
    </message>
    <message>
        <source>No die found after that roll. If it lies in the tray, the camera can&apos;t tell it from the tray&apos;s floor: press the face it shows under Roll. If it left the tray, roll again.</source>
        <translation>No se encontró el dado tras esa tirada. Si está en la bandeja, la cámara no lo distingue del fondo de la bandeja: pulsa la cara que muestra bajo Lanzar. Si salió de la bandeja, vuelve a tirar.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read it: press the face it shows under Roll.</source>
        <translation>La cámara ve el dado pero no puede leerlo: pulsa la cara que muestra bajo Lanzar.</translation>
    </message>
    <message>
        <source>No die found after that roll: if it is in the tray, the camera can&apos;t tell it from the floor; enter the roll by hand.</source>
        <translation type="vanished">No se encontró el dado tras esa tirada: si está en la bandeja, la cámara no lo distingue del fondo; introduce la tirada a mano.</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read its face: enter the roll by hand.</source>
        <translation type="vanished">La cámara ve el dado pero no puede leer su cara: introduce la tirada a mano.</translation>
    </message>
    <message>
        <source>Two dice in the tray</source>
        <translation>Dos dados en la bandeja</translation>
    </message>
    <message>
        <source>Something else in the tray</source>
        <translation>Algo más en la bandeja</translation>
    </message>
    <message>
        <source>Camera moved</source>
        <translation>Cámara movida</translation>
    </message>
    <message>
        <source>Camera moved too far</source>
        <translation>Cámara demasiado movida</translation>
    </message>
    <message>
        <source>No die found</source>
        <translation>No se encontró el dado</translation>
    </message>
    <message>
        <source>Die not read</source>
        <translation>Dado no leído</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation>La cámara leyó {face}</translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation>Vuelve a lanzar el dado</translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation>La mesa leyó {face}</translation>
    </message>
    <message>
        <source>The camera wasn&apos;t sure (it guessed {guess}, {percent}%); the table read {face}, entered by hand.</source>
        <translation>La cámara no estaba segura (adivinó {guess}, {percent}%); la mesa leyó {face}, introducido a mano.</translation>
    </message>
</context>
<context>
    <name>CameraLink</name>
    <message>
        <source>The profile {name!r}</source>
        <translation>El perfil {name!r}</translation>
    </message>
    <message>
        <source>calibrate the camera again</source>
        <translation>vuelve a calibrar la cámara</translation>
    </message>
    <message>
        <source>planar die</source>
        <translation>dado planar</translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation>d6 normal</translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation>{folder} se calibró para otro dado ({found}, no {wanted})</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>ok</source>
        <translation>bien</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>dudosa</translation>
    </message>
    <message>
        <source>cocked</source>
        <translation>inclinado</translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation>Esperando una tirada</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Lanzando…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation>Leyendo el dado…</translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation>Sin calibrar</translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation>Aún no se ha leído ninguna tirada</translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation>Inclinado: lanza otra vez</translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation>
            <numerusform>{face} (%n punto)</numerusform>
            <numerusform>{face} (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>No hay cámara en {source}</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>Conectando con la cámara…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>Cámara en directo</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation>Cámara desconectada: reconectando…</translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation>La grabación ha terminado</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>Cámara apagada</translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation>Solo vista previa (sin calibrar)</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>Esperando a la cámara…</translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation>Esperando una imagen…</translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation>mano en la bandeja</translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation>{ms} ms/fotograma</translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation>Última tirada: {roll}</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Cámara</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Calibrar…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>CardAutomation</name>
    <message>
        <source>choose one</source>
        <translation>elige uno</translation>
    </message>
    <message>
        <source>Draw {count:scroll} card(s).</source>
        <translation>Roba cartas: {count:scroll}.</translation>
    </message>
    <message>
        <source>Add {R} for each charge counter: {count:charge} red mana.</source>
        <translation>Agrega {R} por cada contador de carga: {count:charge} maná rojo.</translation>
    </message>
    <message>
        <source>Mount Keralia deals {info:pressure} damage to each creature and each planeswalker.</source>
        <translation>El Monte Keralia hace {info:pressure} puntos de daño a cada criatura y a cada planeswalker.</translation>
    </message>
    <message>
        <source>Prevent all damage that planes named Mount Keralia would deal to permanents {you} controls</source>
        <translation>Prevén todo el daño que los planos llamados Monte Keralia fueran a hacer a los permanentes que controla {you}</translation>
    </message>
    <message>
        <source>Alien Angel 2/2 (first strike, vigilance)</source>
        <translation>Ángel Alienígena 2/2 (dañar primero, vigilancia)</translation>
    </message>
    <message>
        <source>Scry 2.</source>
        <translation>Adivina 2.</translation>
    </message>
    <message>
        <source>Pompeii deals {count:eruption} damage to each creature. Each player sacrifices a land.</source>
        <translation>Pompeii hace {count:eruption} puntos de daño a cada criatura. Cada jugador sacrifica una tierra.</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Tesoro</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Comida</translation>
    </message>
    <message>
        <source>Human Rogue 2/2</source>
        <translation>Humano Pícaro 2/2</translation>
    </message>
    <message>
        <source>Gain 10 life?</source>
        <translation>¿Ganar 10 vidas?</translation>
    </message>
    <message>
        <source>Destroy all nonland permanents.</source>
        <translation>Destruye todos los permanentes que no sean tierra.</translation>
    </message>
    <message>
        <source>Have your life total become 20?</source>
        <translation>¿Hacer que tu total de vidas sea 20?</translation>
    </message>
    <message>
        <source>Exchange life totals with {target}?</source>
        <translation>¿Intercambiar los totales de vidas con {target}?</translation>
    </message>
    <message>
        <source>Redistribute life totals: list the players in the order that receives the totals as shown</source>
        <translation>Redistribuye los totales de vidas: ordena a los jugadores según el orden en que reciben los totales mostrados</translation>
    </message>
    <message>
        <source>Which plane goes on top of your planar deck?</source>
        <translation>¿Qué plano va a la parte superior de tu mazo planar?</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Roba una carta.</translation>
    </message>
    <message>
        <source>Put {revealed} on the bottom of your planar deck?</source>
        <translation>¿Poner {revealed} en el fondo de tu mazo planar?</translation>
    </message>
    <message>
        <source>Each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane</source>
        <translation>Cada resultado en blanco en el dado planar es un resultado de caos hasta que un jugador camine por los planos desde un plano</translation>
    </message>
    <message>
        <source>Until {you}&apos;s next turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues instead</source>
        <translation>Hasta el próximo turno de {you}, si un jugador fuera a caminar por los planos como resultado de lanzar el dado planar, en vez de eso, surge el caos</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>Endereza todas las criaturas que atacaron este turno.</translation>
    </message>
    <message>
        <source>Untap up to two target creatures your team controls.</source>
        <translation>Endereza hasta dos criaturas objetivo que controla tu equipo.</translation>
    </message>
    <message>
        <source>Creatures {you} controls get +1/+1 and have haste</source>
        <translation>Las criaturas que controla {you} obtienen +1/+1 y tienen la habilidad de prisa</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Descarta una carta.</translation>
    </message>
    <message>
        <source>Did {target} discard a land card? (Then {target} loses 3 life.)</source>
        <translation>¿Descartó {target} una carta de tierra? (Entonces {target} pierde 3 vidas.)</translation>
    </message>
    <message>
        <source>Each player sacrifices a nonland permanent, {rounds} time(s) in all ({you} flipped until winning).</source>
        <translation>Cada jugador sacrifica un permanente que no sea tierra; veces en total: {rounds} ({you} lanzó monedas hasta ganar).</translation>
    </message>
    <message>
        <source>Noncreature artifacts {you} controls have &quot;{T}, Sacrifice this artifact: Flip a coin. If you win the flip, this artifact deals 3 damage to any target.&quot;</source>
        <translation>Los artefactos que no son criatura que controla {you} tienen &quot;{T}, sacrificar este artefacto: Lanza una moneda. Si ganas el lanzamiento, este artefacto hace 3 puntos de daño a cualquier objetivo.&quot;</translation>
    </message>
    <message>
        <source>monarch</source>
        <translation>monarca</translation>
    </message>
    <message>
        <source>Assassin 1/1 (deathtouch, haste)</source>
        <translation>Asesino 1/1 (toque mortal, prisa)</translation>
    </message>
    <message>
        <source>If you have the city&apos;s blessing, draw a card.</source>
        <translation>Si tienes la bendición de la ciudad, roba una carta.</translation>
    </message>
    <message>
        <source>Green anchor or red waterfall?</source>
        <translation>¿Ancla verde o cascada roja?</translation>
    </message>
    <message>
        <source>green anchor</source>
        <translation>ancla verde</translation>
    </message>
    <message>
        <source>red waterfall</source>
        <translation>cascada roja</translation>
    </message>
    <message>
        <source>Creatures can&apos;t attack {you}</source>
        <translation>Las criaturas no pueden atacar a {you}</translation>
    </message>
    <message>
        <source>{you} can&apos;t lose the game and {you}&apos;s opponents can&apos;t win the game</source>
        <translation>{you} no puede perder la partida y los oponentes de {you} no pueden ganarla</translation>
    </message>
    <message>
        <source>{target} can&apos;t cast spells</source>
        <translation>{target} no puede lanzar hechizos</translation>
    </message>
    <message>
        <source>Nothing happens: {you} didn&apos;t planeswalk to Unyaro this turn.</source>
        <translation>No pasa nada: {you} no caminó por los planos hacia Unyaro este turno.</translation>
    </message>
    <message>
        <source>Untap all creatures. They phase out until a player planeswalks.</source>
        <translation>Endereza todas las criaturas. Salen de fase hasta que un jugador camine por los planos.</translation>
    </message>
    <message>
        <source>All creatures that were untapped by Unyaro are phased out</source>
        <translation>Todas las criaturas enderezadas por Unyaro están fuera de fase</translation>
    </message>
    <message>
        <source>The phased-out permanents phase in now.</source>
        <translation>Los permanentes fuera de fase entran en fase ahora.</translation>
    </message>
    <message>
        <source>Knight 2/2 (vigilance)</source>
        <translation>Caballero 2/2 (vigilancia)</translation>
    </message>
    <message>
        <source>For each opponent, choose up to one target nonland permanent that opponent controls. Untap those permanents; they phase out.</source>
        <translation>Por cada oponente, elige hasta un permanente objetivo que no sea tierra que controle ese oponente. Endereza esos permanentes; salen de fase.</translation>
    </message>
    <message>
        <source>Permanents chosen with The Doctor&apos;s Childhood Barn are phased out</source>
        <translation>Los permanentes elegidos con The Doctor&apos;s Childhood Barn están fuera de fase</translation>
    </message>
    <message>
        <source>Goblin 1/1</source>
        <translation>Trasgo 1/1</translation>
    </message>
    <message>
        <source>Cards can&apos;t enter from exile this turn</source>
        <translation>Las cartas no pueden entrar desde el exilio este turno</translation>
    </message>
    <message>
        <source>Each player exiles all creatures they control and creates X 1/1 green Saproling creature tokens, where X is the total power of the creatures they exiled.</source>
        <translation>Cada jugador exilia todas las criaturas que controla y crea X fichas de criatura Saprolín verde 1/1, donde X es la fuerza total de las criaturas que exilió.</translation>
    </message>
    <message>
        <source>Gain control of target artifact.</source>
        <translation>Gana el control del artefacto objetivo.</translation>
    </message>
    <message>
        <source>Sacrifice a creature. Could you?</source>
        <translation>Sacrifica una criatura. ¿Pudiste?</translation>
    </message>
    <message>
        <source>Sliver 1/1</source>
        <translation>Fragmentado 1/1</translation>
    </message>
    <message>
        <source>Shapeshifter 2/2 (changeling)</source>
        <translation>Metamorfo 2/2 (cambiaformas)</translation>
    </message>
    <message>
        <source>Soldier 1/1 (enters tapped)</source>
        <translation>Soldado 1/1 (entra girada)</translation>
    </message>
    <message>
        <source>Goat 0/1</source>
        <translation>Cabra 0/1</translation>
    </message>
    <message>
        <source>Dragon 5/5 (flying)</source>
        <translation>Dragón 5/5 (volar)</translation>
    </message>
    <message>
        <source>Warrior 1/1</source>
        <translation>Guerrero 1/1</translation>
    </message>
    <message>
        <source>Zombie 2/2</source>
        <translation>Zombie 2/2</translation>
    </message>
    <message>
        <source>Eldrazi 7/7 (annihilator 1)</source>
        <translation>Eldrazi 7/7 (aniquilador 1)</translation>
    </message>
    <message>
        <source>Butterfly 1/1 (flying)</source>
        <translation>Mariposa 1/1 (volar)</translation>
    </message>
    <message>
        <source>Alien 2/2</source>
        <translation>Alienígena 2/2</translation>
    </message>
</context>
<context>
    <name>CardDetailDialog</name>
    <message>
        <source>{name}: card text and rulings</source>
        <translation>{name}: texto y aclaraciones</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+wheel down)</source>
        <translation>Texto más pequeño (Ctrl+rueda abajo)</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <source>Larger text (Ctrl+wheel up)</source>
        <translation>Texto más grande (Ctrl+rueda arriba)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <source>Rulings ({n})</source>
        <translation>Aclaraciones ({n})</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Aclaraciones</translation>
    </message>
    <message>
        <source>No official rulings are recorded for this card.</source>
        <translation>No hay aclaraciones oficiales registradas para esta carta.</translation>
    </message>
    <message>
        <source>Source: {label} ({detail})</source>
        <translation>Fuente: {label} ({detail})</translation>
    </message>
    <message>
        <source>About this card&apos;s data: {notes}</source>
        <translation>Sobre los datos de esta carta: {notes}</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Tap to see {name} large</source>
        <translation>Toca para ver {name} en grande</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>Elegir {name}</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>Owner: {owner}</source>
        <translation>Propietario: {owner}</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>carta de prueba</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Answer…</source>
        <translation>Responder…</translation>
    </message>
    <message>
        <source>{player} moves the game: tap a plane or a Hellride corner · keys ←↑↓→, Enter</source>
        <translation>{player} mueve la partida: toca un plano o una esquina de Hellride · teclas ←↑↓→, Intro</translation>
    </message>
    <message>
        <source>{player} chooses: {prompt}</source>
        <translation>{player} elige: {prompt}</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>List…</source>
        <translation>Lista…</translation>
    </message>
    <message>
        <source>The moves as a list of buttons</source>
        <translation>Los movimientos como lista de botones</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} elige</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player} elige</translation>
    </message>
    <message>
        <source>Hide for now: the choice bar brings it back</source>
        <translation>Ocultar por ahora: la barra de elección lo vuelve a mostrar</translation>
    </message>
    <message>
        <source>Tap a card to see it large.</source>
        <translation>Toca una carta para verla en grande.</translation>
    </message>
    <message>
        <source>{n} cards: tap one to see it large; scroll for more.</source>
        <translation type="vanished">{n} cartas: toca una para verla en grande; desplázate para ver más.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): tap one to see it large; scroll for more.</source>
        <translation>
            <numerusform>%n carta: tócala para verla en grande; desplázate para ver más.</numerusform>
            <numerusform>%n cartas: toca una para verla en grande; desplázate para ver más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>Elegir esta carta</translation>
    </message>
    <message>
        <source>These abilities do the same thing: their order doesn&apos;t matter.</source>
        <translation>Estas habilidades hacen lo mismo: su orden no importa.</translation>
    </message>
    <message>
        <source>Tap an ability, then move it: the top one resolves first. Enter confirms.</source>
        <translation>Toca una habilidad y muévela: la de arriba se resuelve primero. Intro confirma.</translation>
    </message>
    <message>
        <source>These cards go to the bottom of the planar deck together, in the order you choose: the top one lies nearest the top of the deck, the last one at the very bottom. Keep this order, or move a card and confirm.</source>
        <translation>Estas cartas van juntas al fondo del mazo planar, en el orden que elijas: la de arriba queda más cerca de la parte superior del mazo, la última en el fondo del todo. Mantén este orden o mueve una carta y confirma.</translation>
    </message>
    <message>
        <source>Tap a player, then move them: the life totals shown go to the players top to bottom.</source>
        <translation>Toca un jugador y muévelo: los totales de vidas mostrados van a los jugadores de arriba abajo.</translation>
    </message>
    <message>
        <source>Planeswalking ability</source>
        <translation>Habilidad de caminar por los planos</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>Mantener este orden</translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation>Confirmar orden</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Choose one mode as the ability goes on the stack.</source>
        <translation>Elige un modo al poner la habilidad en la pila.</translation>
    </message>
    <message>
        <source>Choose the target player as the ability goes on the stack.</source>
        <translation>Elige el jugador objetivo al poner la habilidad en la pila.</translation>
    </message>
    <message>
        <source>Choose where the game moves on the Eternities Map (the map shows the same: tap a space there).</source>
        <translation>Elige adónde se mueve la partida en el Mapa de las Eternidades (el mapa muestra lo mismo: toca allí una casilla).</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Not accepted: {reason}</source>
        <translation>No aceptado: {reason}</translation>
    </message>
</context>
<context>
    <name>ChoiceText</name>
    <message>
        <source>{player} chooses the order of the triggered abilities</source>
        <translation>{player} elige el orden de las habilidades disparadas</translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation>{player} decide sí o no</translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation>{player} elige un jugador</translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation>{player} elige una carta</translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation>{player} elige una opción</translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation>{player} elige quién recibe cada total de vidas</translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation>{player} elige un modo</translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation>{player} elige un objetivo</translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation>{player} ordena las cartas que van al fondo</translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation>{player} elige adónde se mueve la partida</translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation>{player} está eligiendo</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="vanished">{some} y {last}</translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation>{cards} se colocarán donde se mueva la partida</translation>
    </message>
</context>
<context>
    <name>CommanderGrid</name>
    <message>
        <source>{commander} ({owner}): {n} combat damage</source>
        <translation>{commander} ({owner}): {n} de daño de combate</translation>
    </message>
    <message>
        <source>Tap to enter commander damage (903.10a; 21 from one commander loses, 704.6c)</source>
        <translation>Toca para anotar el daño de comandante (903.10a; 21 de un mismo comandante hace perder, 704.6c)</translation>
    </message>
    <message>
        <source>+{n}</source>
        <translation>+{n}</translation>
    </message>
    <message>
        <source>max {n} · +{more}</source>
        <translation>máx. {n} · +{more}</translation>
    </message>
    <message>
        <source>max {n}</source>
        <translation>máx. {n}</translation>
    </message>
</context>
<context>
    <name>CommanderSheet</name>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>{player}: commanders</source>
        <translation>{player}: comandantes</translation>
    </message>
    <message>
        <source>Combat damage dealt to {player} by each opponent&apos;s commander (903.10a); 21 or more from one loses (704.6c). It changes life too.</source>
        <translation>Daño de combate que ha hecho a {player} el comandante de cada oponente (903.10a); 21 o más de un mismo comandante hace perder (704.6c). También cambia las vidas.</translation>
    </message>
    <message>
        <source>{commander} ({owner})</source>
        <translation>{commander} ({owner})</translation>
    </message>
    <message>
        <source>{step:+d} combat damage from {commander}</source>
        <translation>{step:+d} de daño de combate de {commander}</translation>
    </message>
    <message>
        <source>Commander tax (903.8): {2} more for each earlier cast from the command zone</source>
        <translation>Impuesto de comandante (903.8): {2} más por cada lanzamiento anterior desde la zona de mando</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>{commander} was cast from the command zone</source>
        <translation>{commander} se lanzó desde la zona de mando</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Contadores de veneno</translation>
    </message>
    <message>
        <source>cast {n}× · next costs {tax} more</source>
        <translation>lanzado {n}× · el siguiente cuesta {tax} más</translation>
    </message>
    <message>
        <source>21 combat damage from {owner}&apos;s {commander} (704.6c): {player} loses — the table confirms with the seat&apos;s Leave button</source>
        <translation>21 de daño de combate de {commander} de {owner} (704.6c): {player} pierde; la mesa lo confirma con el botón Abandonar del asiento</translation>
    </message>
</context>
<context>
    <name>CommanderStrip</name>
    <message>
        <source>Commander tax: {list}</source>
        <translation>Impuesto de comandante: {list}</translation>
    </message>
    <message>
        <source>{commander}: cast {n}× from the command zone; the next cast costs {tax} more (903.8)</source>
        <translation>{commander}: lanzado {n}× desde la zona de mando; el siguiente lanzamiento cuesta {tax} más (903.8)</translation>
    </message>
    <message>
        <source>Tap to record a cast</source>
        <translation>Toca para anotar un lanzamiento</translation>
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
        <translation>Sí</translation>
    </message>
</context>
<context>
    <name>CounterKind</name>
    <message>
        <source>charge</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>erupción</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>exposición</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>llama</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>presión</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>pergamino</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation>Planechase (2009), con sus promocionales</translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation>Planos y fenómenos</translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation>Solo planos</translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation>Solo fenómenos</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>carta de prueba</translation>
    </message>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation>
            <numerusform>mazo compartido para %n jugador</numerusform>
            <numerusform>mazo compartido para %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <translation>Mazo planar de {owner}</translation>
    </message>
    <message>
        <source>planar deck</source>
        <translation>mazo planar</translation>
    </message>
    <message>
        <source>Deck builder — {whose}</source>
        <translation>Constructor de mazos: {whose}</translation>
    </message>
    <message>
        <source>Search names, type lines and card text…</source>
        <translation type="vanished">Buscar nombres, líneas de tipo y texto…</translation>
    </message>
    <message>
        <source>Search names in any language, type lines and card text…</source>
        <translation>Buscar nombres en cualquier idioma, líneas de tipo y texto…</translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation>Ediciones:</translation>
    </message>
    <message>
        <source>Include playtest cards</source>
        <translation>Incluir cartas de prueba</translation>
    </message>
    <message>
        <source>Unofficial playtest cards (Unknown Event); off by default</source>
        <translation>Cartas de prueba no oficiales (Unknown Event); desactivadas por defecto</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>Añadir →</translation>
    </message>
    <message>
        <source>Add the selected cards to the deck (or double-click a card)</source>
        <translation>Añadir las cartas seleccionadas al mazo (o haz doble clic en una carta)</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← Quitar</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deck (or double-click a card in the deck)</source>
        <translation>Sacar del mazo las cartas seleccionadas (o haz doble clic en una carta del mazo)</translation>
    </message>
    <message>
        <source>Saved decks:</source>
        <translation>Mazos guardados:</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>Nombre del mazo:</translation>
    </message>
    <message>
        <source>a name to save this deck under</source>
        <translation>un nombre para guardar este mazo</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Select a card to read it.</source>
        <translation>Selecciona una carta para leerla.</translation>
    </message>
    <message>
        <source>Import text…</source>
        <translation>Importar texto…</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>Exportar texto</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Guardar mazo</translation>
    </message>
    <message>
        <source>Use this deck</source>
        <translation>Usar este mazo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Deck: {cards}, {phenomena}</source>
        <translation>Mazo: {cards}, {phenomena}</translation>
    </message>
    <message>
        <source>This deck breaks the deck rules (see under the deck): fix it first.</source>
        <translation>Este mazo incumple las reglas de construcción (ver debajo del mazo): corrígelo primero.</translation>
    </message>
    <message>
        <source>901.15a: a legal shared planar deck for {players} players ({cards}, {phenomena}; at least {minimum} needed).</source>
        <translation>901.15a: un mazo planar compartido legal para {players} jugadores ({cards}, {phenomena}; se necesitan al menos {minimum}).</translation>
    </message>
    <message>
        <source>901.3: a legal planar deck ({cards}, {phenomena}).</source>
        <translation>901.3: un mazo planar legal ({cards}, {phenomena}).</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <translation>El mazo planar compartido</translation>
    </message>
    <message>
        <source>The planar deck</source>
        <translation>El mazo planar</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {cards}; it needs at least {minimum}.</source>
        <translation>{rule}: {whose} tiene {cards}; necesita al menos {minimum}.</translation>
    </message>
    <message>
        <source>{rule}: {whose} holds {names} more than once; each card must have a different English name.</source>
        <translation>{rule}: {whose} contiene {names} más de una vez; cada carta debe tener un nombre en inglés distinto.</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {phenomena} ({names}); at most {max} are allowed.</source>
        <translation>{rule}: {whose} tiene {phenomena} ({names}); se permiten como máximo {max}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n fenómeno</numerusform>
            <numerusform>%n fenómenos</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} shown</source>
        <translation type="vanished">{cards} mostradas</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation>{printed} ({english})</translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation>{name}  ✦ fenómeno</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Texto de Oracle</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Impreso</translation>
    </message>
    <message>
        <source>Back to the text printed on the card</source>
        <translation>Volver al texto impreso en la carta</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texto impreso</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) shown</source>
        <translation>
            <numerusform>%n carta mostrada</numerusform>
            <numerusform>%n cartas mostradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules</source>
        <translation>Mostrar el texto de Oracle en inglés, el que manda en las reglas</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(sin mazos)</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation>No se puede leer un mazo guardado (se deja como está): {why}</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>No guardado: {why}</translation>
    </message>
    <message>
        <source>Saved {name!r} ({cards}) to {path}. The new-game wizard offers it under Saved decks.</source>
        <translation>{name!r} ({cards}) guardado en {path}. El asistente de nueva partida lo ofrece en Mazos guardados.</translation>
    </message>
    <message>
        <source>A name for this deck:</source>
        <translation>Un nombre para este mazo:</translation>
    </message>
    <message>
        <source>Not saved: the deck needs a name.</source>
        <translation>No guardado: el mazo necesita un nombre.</translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation>Cerrar el constructor de mazos</translation>
    </message>
    <message>
        <source>This deck isn&apos;t saved. Close without saving it?</source>
        <translation>Este mazo no está guardado. ¿Cerrar sin guardarlo?</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Cerrar sin guardar</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation>No cargado: {why}</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>“{name}” cargado.</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>Borrar mazo</translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation>¿Borrar el mazo guardado “{name}”? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation>No borrado: {why}</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>“{name}” borrado.</translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>Se han importado {cards}.</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation>Lista del mazo copiada al portapapeles.</translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Import a deck list</source>
        <translation>Importar una lista de mazo</translation>
    </message>
    <message>
        <source>One card per line, with an optional count (&quot;1 Akoum&quot;); lines starting with # are comments.</source>
        <translation>Una carta por línea, con una cantidad opcional (&quot;1 Akoum&quot;); las líneas que empiezan por # son comentarios.</translation>
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
        <translation>Importar</translation>
    </message>
</context>
<context>
    <name>DeckListText</name>
    <message numerus="yes">
        <source>and %n more line(s)</source>
        <comment>after a deck list&apos;s problems</comment>
        <translation>
            <numerusform>y %n línea más</numerusform>
            <numerusform>y %n líneas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation>Mazo guardado</translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation>Pegar lista</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>Constructor</translation>
    </message>
    <message>
        <source>Where this planar deck comes from</source>
        <translation>De dónde sale este mazo planar</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartas</translation>
    </message>
    <message>
        <source>How many cards to deal (at least ten, 901.3)</source>
        <translation>Cuántas cartas repartir (al menos diez, 901.3)</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>Todas las ediciones</translation>
    </message>
    <message>
        <source>{set} only</source>
        <translation>Solo {set}</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Construir…</translation>
    </message>
    <message>
        <source>Open the deck builder</source>
        <translation>Abrir el constructor de mazos</translation>
    </message>
    <message>
        <source>Paste a deck list: one card per line, e.g. &quot;1 Akoum&quot;</source>
        <translation>Pega una lista de mazo: una carta por línea, p. ej. &quot;1 Akoum&quot;</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>(no hay mazos guardados)</translation>
    </message>
    <message>
        <source>There are no saved decks yet: build one with Build…</source>
        <translation>Aún no hay mazos guardados: crea uno con Construir…</translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation>Mazo aleatorio</translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation>Mazo guardado “{name}”</translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation>Pega arriba una lista de mazo.</translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation>Lista pegada</translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation>Aún no hay mazo construido: pulsa Construir… para hacer uno.</translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation>Mazo construido</translation>
    </message>
    <message>
        <source>✓ {note}: {cards}, {phenomena} — legal ({rule})</source>
        <translation>✓ {note}: {cards}, {phenomena}; legal ({rule})</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n fenómeno</numerusform>
            <numerusform>%n fenómenos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>The saved deck {name!r}</source>
        <translation>El mazo guardado {name!r}</translation>
    </message>
    <message>
        <source>it is no longer listed</source>
        <translation>ya no aparece en la lista</translation>
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
        <translation>En blanco</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation>virtual</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>a mano</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>cámara</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>effect, free</source>
        <translation>efecto, gratis</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>coste {cost}</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Empieza una partida primero.</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dado planar</translation>
    </message>
    <message>
        <source>Planeswalker</source>
        <comment>the manual button</comment>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what}. Deal with it, then roll (116.2i).</source>
        <translation>Detenido en {step}: {what}. Resuélvelo y luego lanza (116.2i).</translation>
    </message>
    <message>
        <source>Die: virtual</source>
        <translation>Dado: virtual</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Or enter a real die, read by hand:</source>
        <translation>O introduce un dado real, leído a mano:</translation>
    </message>
    <message>
        <source>Enter a {face} read off a real die</source>
        <translation>Introducir {face} leído en un dado real</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Aún no hay tiradas</translation>
    </message>
    <message>
        <source>Who rolls:</source>
        <translation>Quién lanza:</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d)</source>
        <translation>Cada miembro del equipo activo puede lanzar, cada uno con su propio coste (901.12d)</translation>
    </message>
    <message>
        <source>Camera…</source>
        <translation>Cámara…</translation>
    </message>
    <message>
        <source>Show what the camera sees (Camera ▸ Show camera…)</source>
        <translation>Mostrar lo que ve la cámara (Cámara ▸ Mostrar la cámara…)</translation>
    </message>
    <message>
        <source>Die: {name}</source>
        <translation>Dado: {name}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>No cambió nada: {reason}</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what} triggered. Deal with it, then roll (116.2i).</source>
        <translation type="vanished">Detenido en {step}: se disparó {what}. Resuélvelo y luego lanza (116.2i).</translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation>{what}: no cambió nada: {reason}</translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation>{player} lanza a continuación: {cost} maná</translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation>Una acción especial: el jugador activo, en una fase principal, con la pila vacía; cada tirada de este turno cuesta un maná más (901.9, 116.2i)</translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation>La siguiente tirada de {player} cuesta {cost} maná.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>At the {step}, {what} triggers: Roll goes there first.</source>
        <translation>En {step} se dispara {what}: Lanzar va allí primero.</translation>
    </message>
    <message>
        <source>First, {waiting}.</source>
        <translation>Primero, {waiting}.</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Lanzando…</translation>
    </message>
    <message>
        <source>Read {read}, counts as {counted}</source>
        <translation>Leído {read}, cuenta como {counted}</translation>
    </message>
</context>
<context>
    <name>EffectRow</name>
    <message>
        <source>End</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>End this effect now</source>
        <translation>Terminar este efecto ahora</translation>
    </message>
</context>
<context>
    <name>EffectsView</name>
    <message>
        <source>until end of turn</source>
        <translation>hasta el final del turno</translation>
    </message>
    <message>
        <source>until a player planeswalks</source>
        <translation>hasta que un jugador camine por los planos</translation>
    </message>
    <message>
        <source>until a player planeswalks away from a plane</source>
        <translation>hasta que un jugador camine por los planos desde un plano</translation>
    </message>
    <message>
        <source>until {player}&apos;s next turn</source>
        <translation>hasta el próximo turno de {player}</translation>
    </message>
    <message>
        <source>until your next turn</source>
        <translation>hasta tu próximo turno</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>durante el resto de la partida</translation>
    </message>
    <message>
        <source>until {what}</source>
        <translation>hasta {what}</translation>
    </message>
    <message>
        <source>No active effects</source>
        <translation>No hay efectos activos</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>The game is back, but undo can&apos;t go back before now: {why}.</source>
        <translation>La partida ha vuelto, pero deshacer no puede ir más atrás de este punto: {why}.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Empieza antes una partida.</translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>The planeswalking ability</source>
        <comment>ability.Planeswalking</comment>
        <translation>La habilidad de caminar por los planos</translation>
    </message>
    <message>
        <source>{card}&apos;s ability</source>
        <comment>ability.of_card</comment>
        <translation>la habilidad de {card}</translation>
    </message>
    <message>
        <source>the planeswalking ability</source>
        <comment>ability.planeswalking</comment>
        <translation>la habilidad de caminar por los planos</translation>
    </message>
    <message>
        <source>add effect</source>
        <comment>action.add_effect</comment>
        <translation>añadir un efecto</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>action.chaos</comment>
        <translation>hacer surgir el caos</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>action.choose</comment>
        <translation>elegir</translation>
    </message>
    <message>
        <source>commander cast</source>
        <comment>action.commander_cast</comment>
        <translation>lanzar un comandante</translation>
    </message>
    <message>
        <source>commander damage</source>
        <comment>action.commander_damage</comment>
        <translation>daño de comandante</translation>
    </message>
    <message>
        <source>counter</source>
        <comment>action.counter</comment>
        <translation>cambiar un contador</translation>
    </message>
    <message>
        <source>designation</source>
        <comment>action.designation</comment>
        <translation>designación</translation>
    </message>
    <message>
        <source>end effect</source>
        <comment>action.end_effect</comment>
        <translation>terminar un efecto</translation>
    </message>
    <message>
        <source>end turn</source>
        <comment>action.end_turn</comment>
        <translation>terminar el turno</translation>
    </message>
    <message>
        <source>extra beginning</source>
        <comment>action.extra_beginning</comment>
        <translation>fase inicial adicional</translation>
    </message>
    <message>
        <source>extra combat</source>
        <comment>action.extra_combat</comment>
        <translation>combate adicional</translation>
    </message>
    <message>
        <source>extra turn</source>
        <comment>action.extra_turn</comment>
        <translation>turno adicional</translation>
    </message>
    <message>
        <source>flip coin</source>
        <comment>action.flip_coin</comment>
        <translation>lanzar una moneda</translation>
    </message>
    <message>
        <source>goto</source>
        <comment>action.goto</comment>
        <translation>ir a un paso</translation>
    </message>
    <message>
        <source>leave</source>
        <comment>action.leave</comment>
        <translation>abandonar la partida</translation>
    </message>
    <message>
        <source>life</source>
        <comment>action.life</comment>
        <translation>cambiar las vidas</translation>
    </message>
    <message>
        <source>move</source>
        <comment>action.move</comment>
        <translation>mover la partida</translation>
    </message>
    <message>
        <source>next step</source>
        <comment>action.next_step</comment>
        <translation>siguiente paso</translation>
    </message>
    <message>
        <source>next turn</source>
        <comment>action.next_turn</comment>
        <translation>siguiente turno</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>action.planeswalk</comment>
        <translation>caminar por los planos</translation>
    </message>
    <message>
        <source>player counter</source>
        <comment>action.player_counter</comment>
        <translation>cambiar un contador de jugador</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>action.poison</comment>
        <translation>cambiar los contadores de veneno</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>action.remove</comment>
        <translation>quitar de la pila</translation>
    </message>
    <message>
        <source>resolve</source>
        <comment>action.resolve</comment>
        <translation>resolver</translation>
    </message>
    <message>
        <source>reverse turn order</source>
        <comment>action.reverse_turn_order</comment>
        <translation>invertir el orden de turnos</translation>
    </message>
    <message>
        <source>roll</source>
        <comment>action.roll</comment>
        <translation>lanzar el dado planar</translation>
    </message>
    <message>
        <source>table counter</source>
        <comment>action.table_counter</comment>
        <translation>fijar un contador (corrección)</translation>
    </message>
    <message>
        <source>table planeswalk</source>
        <comment>action.table_planeswalk</comment>
        <translation>caminar por los planos (corrección)</translation>
    </message>
    <message>
        <source>table put</source>
        <comment>action.table_put</comment>
        <translation>mover una carta (corrección)</translation>
    </message>
    <message>
        <source>table reveal</source>
        <comment>action.table_reveal</comment>
        <translation>mostrar cartas (corrección)</translation>
    </message>
    <message>
        <source>table shuffle</source>
        <comment>action.table_shuffle</comment>
        <translation>barajar un mazo (corrección)</translation>
    </message>
    <message>
        <source>token</source>
        <comment>action.token</comment>
        <translation>fichas</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>action.trigger</comment>
        <translation>disparar una habilidad</translation>
    </message>
    <message>
        <source>{player} must choose {prompt}</source>
        <comment>busy.must_choose</comment>
        <translation>{player} debe elegir: {prompt}</translation>
    </message>
    <message>
        <source>{sources:list} triggered</source>
        <comment>busy.triggered</comment>
        <translation>se disparó {sources:list}</translation>
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
        <translation>nombre de carta desconocido {given}</translation>
    </message>
    <message>
        <source>unknown card name {given}; did you mean {suggestions:or}?</source>
        <comment>card.unknown_suggest</comment>
        <translation>nombre de carta desconocido {given}; ¿querías decir {suggestions:or}?</translation>
    </message>
    <message>
        <source>{card} (#{id})</source>
        <comment>card.with_id</comment>
        <translation>{card} (#{id})</translation>
    </message>
    <message>
        <source>In what order do {cards:and} go to the bottom of {deck}? The first is nearest the top.</source>
        <comment>choice.bottom_order</comment>
        <translation>¿En qué orden van {cards:and} bajo {deck}? La primera queda más cerca de la parte superior.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every card once, nearest the top first, or &quot;keep&quot;: {options:semi}</source>
        <comment>choice.every_card_once</comment>
        <translation>&apos;choose&apos;: indica cada carta una vez, primero la más cercana a la parte superior, o &quot;keep&quot;: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every player once, in the order that receives the life totals as listed: {options:semi}</source>
        <comment>choice.every_player_once</comment>
        <translation>&apos;choose&apos;: indica a cada jugador una vez, en el orden en que reciben los totales de vidas mostrados: {options:semi}</translation>
    </message>
    <message>
        <source>{player} must first choose: {prompt}</source>
        <comment>choice.first</comment>
        <translation>{player} debe elegir primero: {prompt}</translation>
    </message>
    <message>
        <source>{player} must first choose the mode of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_mode</comment>
        <translation>{player} debe elegir primero el modo de la habilidad de {source} (#{id})</translation>
    </message>
    <message>
        <source>{player} must first choose the target of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_target</comment>
        <translation>{player} debe elegir primero el objetivo de la habilidad de {source} (#{id})</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: index {index} is out of range 0-{last}</source>
        <comment>choice.index_out_of_range</comment>
        <translation>&apos;choose&apos;: el índice {index} está fuera del rango 0-{last}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: a list choice holds option strings or indexes</source>
        <comment>choice.list_of_options</comment>
        <translation>&apos;choose&apos;: una elección de lista contiene cadenas de opción o índices</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: an option is listed twice</source>
        <comment>choice.listed_twice</comment>
        <translation>&apos;choose&apos;: una opción aparece dos veces</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right.</source>
        <comment>choice.map_move</comment>
        <translation>{player}, mueve la partida arriba, abajo, a la izquierda o a la derecha.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right: {reason}.</source>
        <comment>choice.map_move.because</comment>
        <translation>{player}, mueve la partida arriba, abajo, a la izquierda o a la derecha: {reason}.</translation>
    </message>
    <message>
        <source>{player} must first choose where the game moves on the Eternities Map</source>
        <comment>choice.map_move_first</comment>
        <translation>{player} debe elegir primero adónde se mueve la partida en el Mapa de las Eternidades</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space.</source>
        <comment>choice.map_move_or_hellride</comment>
        <translation>{player}, mueve la partida arriba, abajo, a la izquierda o a la derecha, o haz hellride en diagonal a una casilla vacía.</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space: {reason}.</source>
        <comment>choice.map_move_or_hellride.because</comment>
        <translation>{player}, mueve la partida arriba, abajo, a la izquierda o a la derecha, o haz hellride en diagonal a una casilla vacía: {reason}.</translation>
    </message>
    <message>
        <source>{player}, choose where {cards:and} go: the game moves up, down, left or right, and the cards there are shuffled into the planar deck.</source>
        <comment>choice.map_place</comment>
        <translation>{player}, elige adónde van {cards:and}: la partida se mueve arriba, abajo, a la izquierda o a la derecha, y las cartas de allí se barajan en el mazo planar.</translation>
    </message>
    <message>
        <source>there is no choice to make now</source>
        <comment>choice.none</comment>
        <translation>ahora no hay nada que elegir</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: {given} is not one of the options: {options:semi}</source>
        <comment>choice.not_an_option</comment>
        <translation>&apos;choose&apos;: {given} no es una de las opciones: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: this choice takes one option: {options:semi}</source>
        <comment>choice.one_option</comment>
        <translation>&apos;choose&apos;: esta elección admite una sola opción: {options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list all {count} options in order, or name the one to resolve first</source>
        <comment>choice.order_all_or_one</comment>
        <translation>&apos;choose&apos;: indica las {count} opciones en orden, o nombra la que se resuelve primero</translation>
    </message>
    <message>
        <source>the order of {count} triggered abilities you control (list them first to resolve first)</source>
        <comment>choice.order_triggers</comment>
        <translation>el orden de {count} habilidades disparadas que controlas (indica primero la que se resuelve primero)</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {least} or more, got {given}</source>
        <comment>command.at_least</comment>
        <translation>{cmd!r}: {key!r} debe ser {least} o más, se recibió {given}</translation>
    </message>
    <message>
        <source>{cmd!r}: {given} is not a usable file path</source>
        <comment>command.bad_path</comment>
        <translation>{cmd!r}: {given} no es una ruta de archivo utilizable</translation>
    </message>
    <message>
        <source>{cmd!r}: {problem}</source>
        <comment>command.bad_value</comment>
        <translation>{cmd!r}: {problem}</translation>
    </message>
    <message>
        <source>the engine can&apos;t apply {action}</source>
        <comment>command.cannot_apply</comment>
        <translation>el motor no puede aplicar {action}</translation>
    </message>
    <message>
        <source>{cmd!r}: {detail}</source>
        <comment>command.cannot_build</comment>
        <translation>{cmd!r}: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;kind&apos; must name the counter, e.g. &quot;scroll&quot;</source>
        <comment>command.counter_kind</comment>
        <translation>{cmd!r}: &apos;kind&apos; debe nombrar el contador, p. ej. &quot;scroll&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} needs exactly one of &apos;delta&apos; or &apos;set&apos;</source>
        <comment>command.delta_or_set</comment>
        <translation>{cmd!r} necesita exactamente uno de &apos;delta&apos; o &apos;set&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be empty</source>
        <comment>command.empty_field</comment>
        <translation>{cmd!r}: {key!r} no puede estar vacío</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes {allowed:list}</source>
        <comment>command.extra_fields</comment>
        <translation>{cmd!r} no admite {given}; admite {allowed:list}</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes no fields</source>
        <comment>command.extra_fields_none</comment>
        <translation>{cmd!r} no admite {given}; no admite campos</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {value!r}</source>
        <comment>command.field_bool</comment>
        <translation>{cmd!r}: {key!r} debe ser {types:orwords}, se recibió {value!r}</translation>
    </message>
    <message>
        <source>{cmd!r} needs {key!r}</source>
        <comment>command.field_missing</comment>
        <translation>{cmd!r} necesita {key!r}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {given}</source>
        <comment>command.field_type</comment>
        <translation>{cmd!r}: {key!r} debe ser {types:orwords}, se recibió {given}</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <comment>command.internal_error</comment>
        <translation>error interno: {kind}: {detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} has {length} entries; at most {limit} are allowed</source>
        <comment>command.list_too_long</comment>
        <translation>{cmd!r}: {key} tiene {length} elementos; se permiten como máximo {limit}</translation>
    </message>
    <message>
        <source>malformed JSON: {detail} {where}</source>
        <comment>command.malformed_json</comment>
        <translation>JSON mal formado: {detail} {where}</translation>
    </message>
    <message>
        <source>{cmd!r} needs a &apos;path&apos; string</source>
        <comment>command.needs_path</comment>
        <translation>{cmd!r} necesita una cadena &apos;path&apos;</translation>
    </message>
    <message>
        <source>a command needs a &quot;cmd&quot; string</source>
        <comment>command.no_cmd</comment>
        <translation>un comando necesita una cadena &quot;cmd&quot;</translation>
    </message>
    <message>
        <source>{cmd!r} takes no fields; got {given}</source>
        <comment>command.no_fields</comment>
        <translation>{cmd!r} no admite campos; se recibió {given}</translation>
    </message>
    <message>
        <source>no game yet: start one with {{&quot;cmd&quot;: &quot;new&quot;, ...}} or load a save</source>
        <comment>command.no_game</comment>
        <translation>aún no hay partida: empieza una con {{&quot;cmd&quot;: &quot;new&quot;, ...}} o carga una partida guardada</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be a list of strings</source>
        <comment>command.not_names</comment>
        <translation>{cmd!r}: {key} debe ser una lista de cadenas</translation>
    </message>
    <message>
        <source>a command must be a JSON object like {{&quot;cmd&quot;: &quot;{example}&quot;}}</source>
        <comment>command.not_object</comment>
        <translation>un comando debe ser un objeto JSON como {{&quot;cmd&quot;: &quot;{example}&quot;}}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be one of {allowed:list}; got {given}</source>
        <comment>command.not_one_of</comment>
        <translation>{cmd!r}: {key!r} debe ser uno de {allowed:list}; se recibió {given}</translation>
    </message>
    <message>
        <source>{cmd!r} takes only &apos;path&apos;</source>
        <comment>command.only_path</comment>
        <translation>{cmd!r} solo admite &apos;path&apos;</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be within ±{limit:,}, got {given}</source>
        <comment>command.out_of_range</comment>
        <translation>{cmd!r}: {key} debe estar entre ±{limit:,}, se recibió {given}</translation>
    </message>
    <message>
        <source>&apos;rulings&apos; takes a &apos;card&apos; name</source>
        <comment>command.rulings_need_card</comment>
        <translation>&apos;rulings&apos; necesita el nombre de una carta en &apos;card&apos;</translation>
    </message>
    <message>
        <source>{problem:cap}.</source>
        <comment>command.sentence</comment>
        <translation>{problem:cap}.</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} is {length} characters long; at most {limit} are allowed</source>
        <comment>command.text_too_long</comment>
        <translation>{cmd!r}: {key} tiene {length} caracteres; se permiten como máximo {limit}</translation>
    </message>
    <message>
        <source>unknown command {given}</source>
        <comment>command.unknown</comment>
        <translation>comando desconocido {given}</translation>
    </message>
    <message>
        <source>{given} is not a usable file path ({detail})</source>
        <comment>command.unusable_path</comment>
        <translation>{given} no es una ruta de archivo utilizable ({detail})</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be 0</source>
        <comment>command.zero</comment>
        <translation>{cmd!r}: {key!r} no puede ser 0</translation>
    </message>
    <message>
        <source>{player}&apos;s commanders need names of 1-{most} characters without &apos;/&apos;</source>
        <comment>commander.bad_names</comment>
        <translation>los comandantes de {player} necesitan nombres de 1 a {most} caracteres sin &apos;/&apos;</translation>
    </message>
    <message>
        <source>{commander} has been cast {count:,} times; that is past any real game</source>
        <comment>commander.cast_too_often</comment>
        <translation>{commander} se ha lanzado {count:,} veces; eso supera cualquier partida real</translation>
    </message>
    <message>
        <source>{player} has taken {taken} damage from {owner}/{commander}; can&apos;t take away {amount}</source>
        <comment>commander.damage_below_zero</comment>
        <translation>{player} ha recibido {taken} de daño de {owner}/{commander}; no se pueden quitar {amount}</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; names the dealing player &apos;from&apos;</source>
        <comment>commander.damage_from_not_source</comment>
        <translation>&apos;commander_damage&apos; nombra al jugador que hace el daño con &apos;from&apos;</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by a teammate&apos;s commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_mate</comment>
        <translation>a {player} no le puede hacer daño de comandante el comandante de un compañero de equipo; 903.10a cuenta el daño de los comandantes de los oponentes</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; needs &apos;from&apos; (the commander&apos;s owner)</source>
        <comment>commander.damage_needs_from</comment>
        <translation>&apos;commander_damage&apos; necesita &apos;from&apos; (el propietario del comandante)</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by their own commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_own</comment>
        <translation>a {player} no le puede hacer daño de comandante su propio comandante; 903.10a cuenta el daño de los comandantes de los oponentes</translation>
    </message>
    <message>
        <source>{player} has {count} commanders; a player has one, or two partners (or a background)</source>
        <comment>commander.how_many</comment>
        <translation>{player} tiene {count} comandantes; un jugador tiene uno, o dos compañeros (o un trasfondo)</translation>
    </message>
    <message>
        <source>{player} has two commanders ({commanders:list}); name one with &apos;commander&apos;</source>
        <comment>commander.name_one</comment>
        <translation>{player} tiene dos comandantes ({commanders:list}); nombra uno con &apos;commander&apos;</translation>
    </message>
    <message>
        <source>this game has no commanders; start it in the commander format or name them with &apos;commanders&apos; (903)</source>
        <comment>commander.none_in_game</comment>
        <translation>esta partida no tiene comandantes; empiézala en el formato Commander o nómbralos con &apos;commanders&apos; (903)</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names {given}, who is not one of the players ({players:list})</source>
        <comment>commander.not_a_player</comment>
        <translation>&apos;commanders&apos; nombra a {given}, que no es uno de los jugadores ({players:list})</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names a player twice</source>
        <comment>commander.player_twice</comment>
        <translation>&apos;commanders&apos; nombra dos veces a un jugador</translation>
    </message>
    <message>
        <source>{player}&apos;s two commanders need different names</source>
        <comment>commander.same_names</comment>
        <translation>los dos comandantes de {player} necesitan nombres distintos</translation>
    </message>
    <message>
        <source>{player} has no commander named {given}; their commanders: {commanders:list}</source>
        <comment>commander.unknown</comment>
        <translation>{player} no tiene ningún comandante llamado {given}; sus comandantes: {commanders:list}</translation>
    </message>
    <message>
        <source>{card} has {value:,} {kind} {value:plural:counter|counters}</source>
        <comment>correction.counters</comment>
        <translation>{card} tiene {value:,} {value:plural:contador|contadores} de {kind}</translation>
    </message>
    <message>
        <source>{card} has no {kind} counters</source>
        <comment>correction.counters_none</comment>
        <translation>{card} no tiene contadores de {kind}</translation>
    </message>
    <message>
        <source>{given} is face up; table_planeswalk turns up a card in a planar deck</source>
        <comment>correction.face_up.table_planeswalk</comment>
        <translation>{given} está boca arriba; table_planeswalk pone boca arriba una carta de un mazo planar</translation>
    </message>
    <message>
        <source>{given} is face up; table_put moves a card in a planar deck</source>
        <comment>correction.face_up.table_put</comment>
        <translation>{given} está boca arriba; table_put mueve una carta de un mazo planar</translation>
    </message>
    <message>
        <source>{given} is in no planar deck</source>
        <comment>correction.in_no_deck</comment>
        <translation>{given} no está en ningún mazo planar</translation>
    </message>
    <message>
        <source>{card} left the game with its owner, {owner}</source>
        <comment>correction.left_with_owner</comment>
        <translation>{card} abandonó la partida con su propietario, {owner}</translation>
    </message>
    <message>
        <source>this game has no shared planar deck; name a player&apos;s deck</source>
        <comment>correction.no_shared_deck</comment>
        <translation>esta partida no tiene mazo planar compartido; nombra el mazo de un jugador</translation>
    </message>
    <message>
        <source>{given} is not in {deck}</source>
        <comment>correction.not_in_deck</comment>
        <translation>{given} no está en {deck}</translation>
    </message>
    <message>
        <source>{player} planeswalks to {card} (the table says so)</source>
        <comment>correction.planeswalks</comment>
        <translation>{player} camina por los planos hacia {card} (lo dice la mesa)</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>correction.put_on_bottom</comment>
        <translation>{card} va bajo {deck}</translation>
    </message>
    <message>
        <source>{card} goes on top of {deck}</source>
        <comment>correction.put_on_top</comment>
        <translation>{card} va sobre {deck}</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} card(s); can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation type="vanished">&apos;table_reveal&apos;: {deck} tiene {count} carta(s); no se pueden mostrar {n}</translation>
    </message>
    <message>
        <source>{player} reveals {n:plural:the top card|the top {n} cards} of {deck}</source>
        <comment>correction.reveals</comment>
        <translation>{player} muestra {n:plural:la primera carta|las {n} primeras cartas} que hay en {deck}</translation>
    </message>
    <message>
        <source>{deck:cap} is shuffled</source>
        <comment>correction.shuffled</comment>
        <translation>{deck:cap} se baraja</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} counter(s); can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation type="vanished">{owner} tiene {count} contador(es) de {kind}; no se pueden quitar {remove}</translation>
    </message>
    <message>
        <source>{given} is face up more than once ({shown:list}); name it by id</source>
        <comment>counter.face_up_twice</comment>
        <translation>{given} está boca arriba más de una vez ({shown:list}); nómbrala por su id</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: {shown:list}</source>
        <comment>counter.not_face_up</comment>
        <translation>{given} no está boca arriba; boca arriba: {shown:list}</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: nothing</source>
        <comment>counter.not_face_up_nothing</comment>
        <translation>{given} no está boca arriba; boca arriba: nada</translation>
    </message>
    <message>
        <source>{player} has {count} poison counter(s); can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation type="vanished">{player} tiene {count} contador(es) de veneno; no puede bajar de 0</translation>
    </message>
    <message>
        <source>{player} has {count} {token} token(s); {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation type="vanished">{player} tiene {count} ficha(s) de {token}; no pueden irse {leave}</translation>
    </message>
    <message>
        <source>The Eternities Map&apos;s planar deck</source>
        <comment>deck.Map</comment>
        <translation>El mazo planar del Mapa de las Eternidades</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <comment>deck.Shared</comment>
        <translation>El mazo planar compartido</translation>
    </message>
    <message>
        <source>holds {cards:list} more than once; each card must have a different English name</source>
        <comment>deck.duplicates</comment>
        <translation>contiene {cards:list} más de una vez; cada carta debe tener un nombre en inglés distinto</translation>
    </message>
    <message>
        <source>{whose} {problems:andit}</source>
        <comment>deck.illegal</comment>
        <translation>{whose} {problems:andit}</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <comment>deck.line_problem</comment>
        <translation>línea {line}: {problem}</translation>
    </message>
    <message>
        <source>line {line}: {given} copies of one card; at most {most} are read, and a planar deck holds each card once (901.3)</source>
        <comment>deck.line_too_many_copies</comment>
        <translation>línea {line}: {given} copias de una carta; se leen como máximo {most}, y un mazo planar contiene cada carta una sola vez (901.3)</translation>
    </message>
    <message>
        <source>{problems:semi}</source>
        <comment>deck.list_problems</comment>
        <translation>{problems:semi}</translation>
    </message>
    <message>
        <source>{problems:semi}; and {more} more lines</source>
        <comment>deck.list_problems_more</comment>
        <translation>{problems:semi}; y {more} líneas más</translation>
    </message>
    <message>
        <source>the deck list is {length:,} characters long; at most {limit:,} are read</source>
        <comment>deck.list_too_long</comment>
        <translation>la lista del mazo tiene {length:,} caracteres; se leen como máximo {limit:,}</translation>
    </message>
    <message>
        <source>the deck list has {lines:,} lines; at most {limit:,} are read</source>
        <comment>deck.list_too_many_lines</comment>
        <translation>la lista del mazo tiene {lines:,} líneas; se leen como máximo {limit:,}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <comment>deck.owned</comment>
        <translation>el mazo planar de {owner}</translation>
    </message>
    <message>
        <source>the shared planar deck</source>
        <comment>deck.shared</comment>
        <translation>el mazo planar compartido</translation>
    </message>
    <message>
        <source>a deck needs at least one card, not {size}</source>
        <comment>deck.size_below_one</comment>
        <translation>un mazo necesita al menos una carta, no {size}</translation>
    </message>
    <message>
        <source>the chosen sets hold too few cards for a deck of {size}</source>
        <comment>deck.too_few_in_sets</comment>
        <translation>las ediciones elegidas tienen muy pocas cartas para un mazo de {size}</translation>
    </message>
    <message>
        <source>has {count} {count:plural:phenomenon|phenomena} ({cards:list}); at most {most} are allowed</source>
        <comment>deck.too_many_phenomena</comment>
        <translation>tiene {count} {count:plural:fenómeno|fenómenos} ({cards:list}); se permiten como máximo {most}</translation>
    </message>
    <message>
        <source>has {size} {size:plural:card|cards}; it needs at least {minimum}</source>
        <comment>deck.too_small</comment>
        <translation>tiene {size} {size:plural:carta|cartas}; necesita al menos {minimum}</translation>
    </message>
    <message>
        <source>{owner}: {problems:semi}</source>
        <comment>deck.unknown_cards</comment>
        <translation>{owner}: {problems:semi}</translation>
    </message>
    <message>
        <source>unknown set {given:list}; the sets are {sets:list}</source>
        <comment>deck.unknown_sets</comment>
        <translation>edición desconocida {given:list}; las ediciones son {sets:list}</translation>
    </message>
    <message>
        <source>down</source>
        <comment>direction.down</comment>
        <translation>abajo</translation>
    </message>
    <message>
        <source>down left</source>
        <comment>direction.down_left</comment>
        <translation>abajo a la izquierda</translation>
    </message>
    <message>
        <source>down right</source>
        <comment>direction.down_right</comment>
        <translation>abajo a la derecha</translation>
    </message>
    <message>
        <source>left</source>
        <comment>direction.left</comment>
        <translation>a la izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <comment>direction.right</comment>
        <translation>a la derecha</translation>
    </message>
    <message>
        <source>up</source>
        <comment>direction.up</comment>
        <translation>arriba</translation>
    </message>
    <message>
        <source>up left</source>
        <comment>direction.up_left</comment>
        <translation>arriba a la izquierda</translation>
    </message>
    <message>
        <source>up right</source>
        <comment>direction.up_right</comment>
        <translation>arriba a la derecha</translation>
    </message>
    <message>
        <source>&apos;add_effect&apos;: an effect until your next turn needs &apos;player&apos;</source>
        <comment>effect.next_turn_needs_player</comment>
        <translation>&apos;add_effect&apos;: un efecto hasta tu próximo turno necesita &apos;player&apos;</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: {ids:ids}</source>
        <comment>effect.unknown</comment>
        <translation>no hay ningún efecto activo #{id}; efectos activos: {ids:ids}</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: none</source>
        <comment>effect.unknown_none</comment>
        <translation>no hay ningún efecto activo #{id}; efectos activos: ninguno</translation>
    </message>
    <message>
        <source>{source} leaves the stack: {reason}</source>
        <comment>event.ability_removed</comment>
        <translation>{source} sale de la pila: {reason}</translation>
    </message>
    <message>
        <source>{source} resolves</source>
        <comment>event.ability_resolved</comment>
        <translation>{source} se resuelve</translation>
    </message>
    <message>
        <source>{source} triggers ({reason}), controlled by {controller}</source>
        <comment>event.ability_triggered</comment>
        <translation>{source} se dispara ({reason}); la controla {controller}</translation>
    </message>
    <message>
        <source>{card}: {count} {count:plural:ruling|rulings}</source>
        <comment>event.card_info</comment>
        <translation>{card}: {count} {count:plural:aclaración|aclaraciones}</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>event.card_to_bottom</comment>
        <translation>{card} va bajo {deck}</translation>
    </message>
    <message>
        <source>Face up: {card} (from {deck})</source>
        <comment>event.card_turned_face_up</comment>
        <translation>Boca arriba: {card} ({deck})</translation>
    </message>
    <message>
        <source>Encountered: {card} (from {deck})</source>
        <comment>event.card_turned_face_up.phenomenon</comment>
        <translation>Encuentro: {card} ({deck})</translation>
    </message>
    <message>
        <source>Revealed from {deck}: {cards:list}</source>
        <comment>event.cards_revealed</comment>
        <translation>Mostradas ({deck}): {cards:list}</translation>
    </message>
    <message>
        <source>Revealed from {deck}: nothing</source>
        <comment>event.cards_revealed.nothing</comment>
        <translation>Mostradas ({deck}): ninguna</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <comment>event.chaos_ensued</comment>
        <translation>Surge el caos</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <comment>event.chaos_ensued.card</comment>
        <translation>Surge el caos en {card}</translation>
    </message>
    <message>
        <source>{player}&apos;s choice for {source} is cancelled: {reason}</source>
        <comment>event.choice_cancelled</comment>
        <translation>Se cancela la elección de {player} para {source}: {reason}</translation>
    </message>
    <message>
        <source>{player} chose: {choice:then}</source>
        <comment>event.choice_made</comment>
        <translation>{player} eligió: {choice:then}</translation>
    </message>
    <message>
        <source>{player} must choose: {prompt}</source>
        <comment>event.choice_requested</comment>
        <translation>{player} debe elegir: {prompt}</translation>
    </message>
    <message>
        <source>{player} flips a coin: lost</source>
        <comment>event.coin_flipped.lost</comment>
        <translation>{player} lanza una moneda: pierde</translation>
    </message>
    <message>
        <source>{player} flips a coin: won</source>
        <comment>event.coin_flipped.won</comment>
        <translation>{player} lanza una moneda: gana</translation>
    </message>
    <message>
        <source>{player} cast {commander} from the command zone (cast {casts} {casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more next time</source>
        <comment>event.commander_cast</comment>
        <translation>{player} lanzó a {commander} desde la zona de mando ({casts} {casts:plural:vez|veces}); 903.8: la próxima vez cuesta {{{next_tax}}} más</translation>
    </message>
    <message>
        <source>{owner}&apos;s {commander} dealt {amount} combat damage to {player} ({total} in all)</source>
        <comment>event.commander_damaged</comment>
        <translation>{commander} de {owner} hizo {amount} de daño de combate a {player} ({total} en total)</translation>
    </message>
    <message>
        <source>Corrected: {amount} less damage from {owner}&apos;s {commander} to {player} ({total} in all)</source>
        <comment>event.commander_damaged.corrected</comment>
        <translation>Corregido: {amount} de daño menos de {commander} de {owner} a {player} ({total} en total)</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation type="vanished">{card} recibe {n} contador(es) de {kind}: ahora {count}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation type="vanished">{card} pierde {n} contador(es) de {kind}: ahora {count}</translation>
    </message>
    <message>
        <source>{player}: {designations:list}</source>
        <comment>event.designation_changed</comment>
        <translation>{player}: {designations:list}</translation>
    </message>
    <message>
        <source>{player}: no designations</source>
        <comment>event.designation_changed.none</comment>
        <translation>{player}: sin designaciones</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}): {face}</source>
        <comment>event.die_rolled</comment>
        <translation>{roller} lanzó el dado planar ({how}, {source}): {face}</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}, confidence {confidence:.2f}): {face}</source>
        <comment>event.die_rolled.confidence</comment>
        <translation>{roller} lanzó el dado planar ({how}, {source}, confianza {confidence:.2f}): {face}</translation>
    </message>
    <message>
        <source>Effect: {text} (until {until:words})</source>
        <comment>event.effect_began</comment>
        <translation>Efecto: {text} (hasta {until:words})</translation>
    </message>
    <message>
        <source>Effect ends ({reason}): {text}</source>
        <comment>event.effect_ended</comment>
        <translation>Termina el efecto ({reason}): {text}</translation>
    </message>
    <message>
        <source>{player} will take an extra turn after this one</source>
        <comment>event.extra_turn_added</comment>
        <translation>{player} jugará un turno adicional después de este</translation>
    </message>
    <message>
        <source>Game over: {winner} wins</source>
        <comment>event.game_over</comment>
        <translation>Fin de la partida: gana {winner}</translation>
    </message>
    <message>
        <source>Game over: nobody is left</source>
        <comment>event.game_over.nobody</comment>
        <translation>Fin de la partida: no queda nadie</translation>
    </message>
    <message>
        <source>Game over: {team:team} win</source>
        <comment>event.game_over.team</comment>
        <translation>Fin de la partida: ganan {team:team}</translation>
    </message>
    <message>
        <source>New game: {players:list} with a planar deck each; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started</comment>
        <translation>Nueva partida: {players:list}, con un mazo planar cada uno; empieza {starting_player} (semilla {seed})</translation>
    </message>
    <message>
        <source>New game: {players:list} with one shared planar deck; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started.shared</comment>
        <translation>Nueva partida: {players:list}, con un mazo planar compartido; empieza {starting_player} (semilla {seed})</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <comment>event.instruction</comment>
        <translation>{player}: {text}</translation>
    </message>
    <message>
        <source>{player}&apos;s life: {old} → {new}</source>
        <comment>event.life_changed</comment>
        <translation>Vidas de {player}: {old} → {new}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <comment>event.loaded</comment>
        <translation>Cargado {path}</translation>
    </message>
    <message>
        <source>{names:list} {count:plural:is|are} collected from the Eternities Map and shuffled into the planar deck</source>
        <comment>event.map_collected</comment>
        <translation>{names:list} se {count:plural:retira|retiran} del Mapa de las Eternidades y se {count:plural:baraja|barajan} en el mazo planar</translation>
    </message>
    <message>
        <source>{name} is dealt onto the Eternities Map at ({x}, {y})</source>
        <comment>event.map_dealt</comment>
        <translation>{name} se reparte en el Mapa de las Eternidades en ({x}, {y})</translation>
    </message>
    <message>
        <source>{player} moves {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved</comment>
        <translation>{player} se mueve {direction:dir} en el Mapa de las Eternidades, de ({from_x}, {from_y}) a ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>{player} hellrides {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved.hellride</comment>
        <translation>{player} hace hellride {direction:dir} en el Mapa de las Eternidades, de ({from_x}, {from_y}) a ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>Additional {phases} after this phase</source>
        <comment>event.phases_added</comment>
        <translation>Después de esta fase: {phases}</translation>
    </message>
    <message>
        <source>{new} is now the planar controller ({rule})</source>
        <comment>event.planar_controller_changed</comment>
        <translation>{new} es ahora el controlador planar ({rule})</translation>
    </message>
    <message>
        <source>{player} planeswalks from {away:list} to {to}</source>
        <comment>event.planeswalked</comment>
        <translation>{player} camina por los planos desde {away:list} hacia {to}</translation>
    </message>
    <message>
        <source>{player} planeswalks from nothing to {to}</source>
        <comment>event.planeswalked.from_nothing</comment>
        <translation>{player} camina por los planos desde ninguna parte hacia {to}</translation>
    </message>
    <message>
        <source>{source} selects {player} at random</source>
        <comment>event.player_chosen_at_random</comment>
        <translation>{source} elige al azar a {player}</translation>
    </message>
    <message>
        <source>The app selects {player} at random</source>
        <comment>event.player_chosen_at_random.by_app</comment>
        <translation>La aplicación elige al azar a {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {kind} counters: {old} → {new}</source>
        <comment>event.player_counters_changed</comment>
        <translation>Contadores de {kind} de {player}: {old} → {new}</translation>
    </message>
    <message>
        <source>{player} would lose the game ({reason}): the table confirms</source>
        <comment>event.player_flagged</comment>
        <translation>{player} perdería la partida ({reason}): la mesa lo confirma</translation>
    </message>
    <message>
        <source>{player} leaves the game</source>
        <comment>event.player_left</comment>
        <translation>{player} abandona la partida</translation>
    </message>
    <message>
        <source>{player} leaves the game; their planar cards leave with them ({count})</source>
        <comment>event.player_left.cards</comment>
        <translation>{player} abandona la partida; sus cartas planares se van con él ({count})</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <comment>event.redone</comment>
        <translation>Rehecho: {action}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <comment>event.saved</comment>
        <translation>Guardado en {path}</translation>
    </message>
    <message>
        <source>103.7: {card} is a phenomenon; it goes to the bottom without triggering</source>
        <comment>event.setup_phenomenon_skipped</comment>
        <translation>103.7: {card} es un fenómeno; va al fondo sin dispararse</translation>
    </message>
    <message>
        <source>Starting plane: {card} (no abilities trigger, 901.5)</source>
        <comment>event.starting_plane</comment>
        <translation>Plano inicial: {card} (no se dispara ninguna habilidad, 901.5)</translation>
    </message>
    <message>
        <source>{player}&apos;s {step:step}</source>
        <comment>event.step_began</comment>
        <translation>{player}: {step:step}</translation>
    </message>
    <message>
        <source>Stopped at the {step:step}: {reason}</source>
        <comment>event.stopped</comment>
        <translation>Detenido en {step:step}: {reason}</translation>
    </message>
    <message>
        <source>Table correction: {text}</source>
        <comment>event.table_correction</comment>
        <translation>Corrección de la mesa: {text}</translation>
    </message>
    <message>
        <source>{player} chose {choice:list} as the target of {ability}</source>
        <comment>event.target_chosen</comment>
        <translation>{player} eligió {choice:list} como objetivo de {ability}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s): {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation type="vanished">{player} crea {n} ficha(s) de {name}: {count} en total</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s) (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation type="vanished">{player} crea {n} ficha(s) de {name} (duplicadas por los Jardines colgantes selesnya): {count} en total</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} {count:plural:card|cards}; can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation>&apos;table_reveal&apos;: {deck} tiene {count} {count:plural:carta|cartas}; no se pueden mostrar {n}</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} {count:plural:counter|counters}; can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation>{owner} tiene {count} {count:plural:contador|contadores} de {kind}; no se pueden quitar {remove}</translation>
    </message>
    <message>
        <source>{player} has {count} poison {count:plural:counter|counters}; can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation>{player} tiene {count} {count:plural:contador|contadores} de veneno; no puede bajar de 0</translation>
    </message>
    <message>
        <source>{player} has {count} {token} {count:plural:token|tokens}; {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation>{player} tiene {count} {count:plural:ficha|fichas} de {token}; no pueden irse {leave}</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation>{card} recibe {n} {n:plural:contador|contadores} de {kind}: ahora {count}</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation>{card} pierde {n} {n:plural:contador|contadores} de {kind}: ahora {count}</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens}: {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation>{player} crea {n} {n:plural:ficha|fichas} de {name}: {count} en total</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens} (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation>{player} crea {n} {n:plural:ficha|fichas} de {name} (duplicadas por los Jardines colgantes selesnya): {count} en total</translation>
    </message>
    <message>
        <source>{player}&apos;s {name} tokens: {n} left the battlefield, {count} remain</source>
        <comment>event.tokens_left</comment>
        <translation>Fichas de {name} de {player}: {n} dejaron el campo de batalla, quedan {count}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <comment>event.turn_began</comment>
        <translation>Turno {turn}: turno de {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s extra turn</source>
        <comment>event.turn_began.extra</comment>
        <translation>Turno {turn}: turno adicional de {player}</translation>
    </message>
    <message>
        <source>The turn ends (723): {player}&apos;s turn skips to its cleanup step</source>
        <comment>event.turn_ended</comment>
        <translation>Termina el turno (723): el turno de {player} salta a su paso de limpieza</translation>
    </message>
    <message>
        <source>Turn order reversed: {order:arrow}</source>
        <comment>event.turn_order_reversed</comment>
        <translation>Orden de turno invertido: {order:arrow}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <comment>event.undone</comment>
        <translation>Deshecho: {action}</translation>
    </message>
    <message>
        <source>at character {at}</source>
        <comment>input.at_character</comment>
        <translation>en el carácter {at}</translation>
    </message>
    <message>
        <source>at the end of {what}</source>
        <comment>input.at_end</comment>
        <translation>donde termina {what}</translation>
    </message>
    <message>
        <source>{name} is not a number this input may hold</source>
        <comment>input.constant</comment>
        <translation>{name} no es un número que admita esta entrada</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <comment>input.in</comment>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what} must be a number, not {given}</source>
        <comment>input.not_a_number</comment>
        <translation>{what} debe ser un número, no {given}</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} {where}</source>
        <comment>input.not_json</comment>
        <translation>{what} no es JSON válido: {detail} {where}</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode</source>
        <comment>input.not_unicode</comment>
        <translation>{what} contiene texto que no es Unicode válido</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode: {given}</source>
        <comment>input.not_unicode_quoted</comment>
        <translation>{what} contiene texto que no es Unicode válido: {given}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (a bad byte at {at})</source>
        <comment>input.not_utf8</comment>
        <translation>{what} no es texto UTF-8 (un byte incorrecto en la posición {at})</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {given}</source>
        <comment>input.not_whole_number</comment>
        <translation>{what} debe ser un número entero de {low} a {high}, no {given}</translation>
    </message>
    <message>
        <source>{what} must be from {low:g} to {high:g}, not {given}</source>
        <comment>input.not_within</comment>
        <translation>{what} debe estar entre {low:g} y {high:g}, no {given}</translation>
    </message>
    <message>
        <source>the number {given} is too large</source>
        <comment>input.number_too_large</comment>
        <translation>el número {given} es demasiado grande</translation>
    </message>
    <message>
        <source>the deck list</source>
        <comment>input.the_deck_list</comment>
        <translation>la lista del mazo</translation>
    </message>
    <message>
        <source>the file</source>
        <comment>input.the_file</comment>
        <translation>el archivo</translation>
    </message>
    <message>
        <source>the line</source>
        <comment>input.the_line</comment>
        <translation>la línea</translation>
    </message>
    <message>
        <source>{what} nests arrays or objects more than {limit} deep</source>
        <comment>input.too_deep</comment>
        <translation>{what} anida listas u objetos a más de {limit} niveles</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} bytes</source>
        <comment>input.too_long</comment>
        <translation>{what} ocupa más de {limit} bytes</translation>
    </message>
    <message>
        <source>{what} is {size} bytes; at most {limit} are read</source>
        <comment>input.too_many_bytes</comment>
        <translation>{what} ocupa {size} bytes; se leen como máximo {limit}</translation>
    </message>
    <message>
        <source>the number {given} has more than {digits} digits</source>
        <comment>input.too_many_digits</comment>
        <translation>el número {given} tiene más de {digits} cifras</translation>
    </message>
    <message>
        <source>{what} can&apos;t be read: {detail}</source>
        <comment>input.unreadable</comment>
        <translation>no se puede leer {what}: {detail}</translation>
    </message>
    <message>
        <source>{card} isn&apos;t face up: its {kind} counter counts for this ability only</source>
        <comment>instruction.counter_not_face_up</comment>
        <translation>{card} no está boca arriba: su contador de {kind} solo cuenta para esta habilidad</translation>
    </message>
    <message>
        <source>The game can&apos;t move on the Eternities Map: the planar deck has no card to deal</source>
        <comment>instruction.map_stuck</comment>
        <translation>La partida no puede moverse en el Mapa de las Eternidades: el mazo planar no tiene ninguna carta que repartir</translation>
    </message>
    <message>
        <source>It isn&apos;t a main phase, so there is no additional combat phase</source>
        <comment>instruction.no_extra_combat</comment>
        <translation>No es una fase principal, así que no hay fase de combate adicional</translation>
    </message>
    <message>
        <source>701.31a: only the planar controller ({controller}) may planeswalk, so {roller}&apos;s planeswalking ability does nothing</source>
        <comment>instruction.not_planar_controller</comment>
        <translation>701.31a: solo el controlador planar ({controller}) puede caminar por los planos, así que la habilidad de caminar por los planos de {roller} no hace nada</translation>
    </message>
    <message>
        <source>901.8: {roller}&apos;s planeswalking ability resolves; 701.31a: only the planar controller may planeswalk, so {player} planeswalks for the team</source>
        <comment>instruction.team_planeswalks</comment>
        <translation>901.8: se resuelve la habilidad de caminar por los planos de {roller}; 701.31a: solo el controlador planar puede caminar por los planos, así que {player} camina por los planos por el equipo</translation>
    </message>
    <message>
        <source>103.8b: the team that goes first skips the draw step of its first turn</source>
        <comment>instruction.team_skips_draw</comment>
        <translation>103.8b: el equipo que empieza se salta el paso de robar de su primer turno</translation>
    </message>
    <message>
        <source>The game can&apos;t move {direction:dir}: the planar deck has no card to deal there; move {options:list}.</source>
        <comment>map.cannot_move</comment>
        <translation>La partida no puede moverse {direction:dir}: el mazo planar no tiene ninguna carta que repartir allí; muévete {options:list}.</translation>
    </message>
    <message>
        <source>You can hellride only onto an empty space; {direction:Dir} holds {cards:and}.</source>
        <comment>map.hellride_not_empty</comment>
        <translation>Solo puedes hacer hellride a una casilla vacía; {direction:Dir} hay {cards:and}.</translation>
    </message>
    <message>
        <source>The Eternities Map uses one planar deck of every plane in the pool (901.15); give shared_deck.</source>
        <comment>map.needs_shared_deck</comment>
        <translation>El Mapa de las Eternidades usa un mazo planar con todos los planos disponibles (901.15); indica shared_deck.</translation>
    </message>
    <message>
        <source>{cards:and} go into the space the game moves to: move up, down, left or right; you can&apos;t hellride now.</source>
        <comment>map.no_hellride_with_cards</comment>
        <translation>{cards:and} van a la casilla a la que se mueve la partida: muévete arriba, abajo, a la izquierda o a la derecha; ahora no puedes hacer hellride.</translation>
    </message>
    <message>
        <source>There is no Planeswalker roll to resolve: the game moves on the Eternities Map only when the planeswalking ability resolves (901.8).</source>
        <comment>map.no_move</comment>
        <translation>No hay ninguna tirada de Planeswalker que resolver: la partida solo se mueve en el Mapa de las Eternidades cuando se resuelve la habilidad de caminar por los planos (901.8).</translation>
    </message>
    <message>
        <source>the planar deck has no plane card</source>
        <comment>map.no_plane</comment>
        <translation>el mazo planar no tiene ninguna carta de plano</translation>
    </message>
    <message>
        <source>the direction must be one of {allowed:list}; got {given}</source>
        <comment>map.not_a_direction</comment>
        <translation>la dirección debe ser una de {allowed:list}; se recibió {given}</translation>
    </message>
    <message>
        <source>This game isn&apos;t played on the Eternities Map.</source>
        <comment>map.not_the_variant</comment>
        <translation>Esta partida no se juega en el Mapa de las Eternidades.</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: name one direction: {options:list}</source>
        <comment>map.one_direction</comment>
        <translation>&apos;choose&apos;: nombra una dirección: {options:list}</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list}.</source>
        <comment>map.phenomena_off</comment>
        <translation>Sin fenómenos, el mazo del Mapa de las Eternidades no contiene fenómenos; quita {cards:list}.</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list} and more.</source>
        <comment>map.phenomena_off_more</comment>
        <translation>Sin fenómenos, el mazo del Mapa de las Eternidades no contiene fenómenos; quita {cards:list} y más.</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; takes &apos;phenomena&apos; and &apos;planeswalk_effects&apos;, not {given:list}</source>
        <comment>map.settings_extra</comment>
        <translation>&apos;map_settings&apos; admite &apos;phenomena&apos; y &apos;planeswalk_effects&apos;, no {given:list}</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; must be an object with &apos;phenomena&apos; and &apos;planeswalk_effects&apos;</source>
        <comment>map.settings_not_object</comment>
        <translation>&apos;map_settings&apos; debe ser un objeto con &apos;phenomena&apos; y &apos;planeswalk_effects&apos;</translation>
    </message>
    <message>
        <source>&apos;map_settings.{key}&apos; must be one of {allowed:list}; got {given}</source>
        <comment>map.settings_not_one_of</comment>
        <translation>&apos;map_settings.{key}&apos; debe ser uno de {allowed:list}; se recibió {given}</translation>
    </message>
    <message>
        <source>beginning phase</source>
        <comment>phases.beginning</comment>
        <translation>una fase inicial adicional</translation>
    </message>
    <message>
        <source>combat phase followed by an additional main phase</source>
        <comment>phases.combat_and_main</comment>
        <translation>una fase de combate adicional seguida de una fase principal adicional</translation>
    </message>
    <message>
        <source>nothing (empty deck)</source>
        <comment>planeswalk.to_nothing</comment>
        <translation>ninguna parte (mazo vacío)</translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <comment>player.left</comment>
        <translation>{player} ha abandonado la partida</translation>
    </message>
    <message>
        <source>no player named {given}; the players are {players:list}</source>
        <comment>player.unknown</comment>
        <translation>no hay ningún jugador llamado {given}; los jugadores son {players:list}</translation>
    </message>
    <message>
        <source>a player planeswalked</source>
        <comment>reason.a_player_planeswalked</comment>
        <translation>un jugador caminó por los planos</translation>
    </message>
    <message>
        <source>the game planeswalks away from {cards:and} (704.6f)</source>
        <comment>reason.away_from_phenomenon</comment>
        <translation>la partida camina por los planos desde {cards:and} (704.6f)</translation>
    </message>
    <message>
        <source>901.10: {card} left the game with its owner, {player}</source>
        <comment>reason.card_left_with_owner</comment>
        <translation>901.10: {card} abandonó la partida con su propietario, {player}</translation>
    </message>
    <message>
        <source>{card} says to planeswalk</source>
        <comment>reason.card_says_planeswalk</comment>
        <translation>{card} dice que se camine por los planos</translation>
    </message>
    <message>
        <source>chaos ensued</source>
        <comment>reason.chaos_ensued</comment>
        <translation>surgió el caos</translation>
    </message>
    <message>
        <source>chaos ensued for revealed {card}</source>
        <comment>reason.chaos_ensued_revealed</comment>
        <translation>surgió el caos en {card}, revelada</translation>
    </message>
    <message>
        <source>514.2: cleanup step</source>
        <comment>reason.cleanup_step</comment>
        <translation>514.2: paso de limpieza</translation>
    </message>
    <message>
        <source>311.5: the active player</source>
        <comment>reason.controller_is_active_player</comment>
        <translation>311.5: el jugador activo</translation>
    </message>
    <message>
        <source>800.4a: its controller {player} left the game</source>
        <comment>reason.controller_left</comment>
        <translation>800.4a: su controlador, {player}, abandonó la partida</translation>
    </message>
    <message>
        <source>901.12b: the planar controller&apos;s team left</source>
        <comment>reason.controller_team_left</comment>
        <translation>901.12b: el equipo del controlador planar se fue</translation>
    </message>
    <message>
        <source>{n} or more {kind} counters</source>
        <comment>reason.counters_at_least</comment>
        <translation>{n} o más contadores de {kind}</translation>
    </message>
    <message>
        <source>an effect says to planeswalk ({rule})</source>
        <comment>reason.effect_says_planeswalk</comment>
        <translation>un efecto dice que se camine por los planos ({rule})</translation>
    </message>
    <message>
        <source>encountered</source>
        <comment>reason.encountered</comment>
        <translation>encontrado</translation>
    </message>
    <message>
        <source>ended by the table</source>
        <comment>reason.ended_by_the_table</comment>
        <translation>lo terminó la mesa</translation>
    </message>
    <message>
        <source>{face} roll</source>
        <comment>reason.face_roll</comment>
        <translation>resultado: {face}</translation>
    </message>
    <message>
        <source>704.6c: 21 or more combat damage from {commander}</source>
        <comment>reason.flag_commander_damage</comment>
        <translation>704.6c: 21 o más de daño de combate de {commander}</translation>
    </message>
    <message>
        <source>704.5a: 0 or less life</source>
        <comment>reason.flag_life</comment>
        <translation>704.5a: 0 vidas o menos</translation>
    </message>
    <message>
        <source>704.5c: 10 or more poison counters</source>
        <comment>reason.flag_poison</comment>
        <translation>704.5c: 10 o más contadores de veneno</translation>
    </message>
    <message>
        <source>704.6a: the team has 0 or less life</source>
        <comment>reason.flag_team_life</comment>
        <translation>704.6a: el equipo tiene 0 vidas o menos</translation>
    </message>
    <message>
        <source>704.6b: the team has 15 or more poison counters</source>
        <comment>reason.flag_team_poison</comment>
        <translation>704.6b: el equipo tiene 15 o más contadores de veneno</translation>
    </message>
    <message>
        <source>800.4a: {player} left before it finished; the rest of the ability does nothing</source>
        <comment>reason.left_unfinished</comment>
        <translation>800.4a: {player} se fue antes de que terminara; el resto de la habilidad no hace nada</translation>
    </message>
    <message>
        <source>311.5: the planar controller left</source>
        <comment>reason.planar_controller_left</comment>
        <translation>311.5: el controlador planar se fue</translation>
    </message>
    <message>
        <source>901.10a: a plane left the game</source>
        <comment>reason.plane_left</comment>
        <translation>901.10a: un plano abandonó la partida</translation>
    </message>
    <message>
        <source>planeswalked away from</source>
        <comment>reason.planeswalked_away_from</comment>
        <translation>se caminó por los planos desde aquí</translation>
    </message>
    <message>
        <source>planeswalked to</source>
        <comment>reason.planeswalked_to</comment>
        <translation>se caminó por los planos hasta aquí</translation>
    </message>
    <message>
        <source>Planeswalker symbol rolled</source>
        <comment>reason.planeswalker_rolled</comment>
        <translation>salió el símbolo de Planeswalker</translation>
    </message>
    <message>
        <source>that player left; their next turn would have begun</source>
        <comment>reason.player_left_before_turn</comment>
        <translation>ese jugador se fue; su siguiente turno habría empezado</translation>
    </message>
    <message>
        <source>removed by the table</source>
        <comment>reason.removed_by_the_table</comment>
        <translation>lo quitó la mesa</translation>
    </message>
    <message>
        <source>reported by the table</source>
        <comment>reason.reported_by_the_table</comment>
        <translation>lo indicó la mesa</translation>
    </message>
    <message>
        <source>901.10: its source left the game with {player}</source>
        <comment>reason.source_left_with</comment>
        <translation>901.10: su fuente abandonó la partida con {player}</translation>
    </message>
    <message>
        <source>{step:step}</source>
        <comment>reason.step</comment>
        <translation>{step:step}</translation>
    </message>
    <message>
        <source>the table says to planeswalk</source>
        <comment>reason.table_says_planeswalk</comment>
        <translation>la mesa dice que se camine por los planos</translation>
    </message>
    <message>
        <source>{player}&apos;s turn began</source>
        <comment>reason.turn_began</comment>
        <translation>empezó el turno de {player}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;confidence&apos; must be between 0 and 1, got {given}</source>
        <comment>roll.bad_confidence</comment>
        <translation>{cmd!r}: &apos;confidence&apos; debe estar entre 0 y 1, se recibió {given}</translation>
    </message>
    <message>
        <source>{player} can&apos;t roll yet: on the way from the {passed:step} to the main phase, {reason} at the {step:step}. Go to that step and deal with it first</source>
        <comment>roll.busy_on_the_way</comment>
        <translation>{player} aún no puede lanzar: entre ahora ({passed:step}) y la fase principal, {reason} ({step:step}). Ve primero a ese paso y resuélvelo</translation>
    </message>
    <message>
        <source>an effect</source>
        <comment>roll.by_effect</comment>
        <translation>un efecto</translation>
    </message>
    <message>
        <source>cost {{{cost}}}</source>
        <comment>roll.cost</comment>
        <translation>coste {{{cost}}}</translation>
    </message>
    <message>
        <source>{face}</source>
        <comment>roll.face</comment>
        <translation>{face}</translation>
    </message>
    <message>
        <source>{face}, counted as {counted}</source>
        <comment>roll.face_counted_as</comment>
        <translation>{face}, cuenta como {counted}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a {source} reading needs a &apos;face&apos;</source>
        <comment>roll.needs_face</comment>
        <translation>&apos;roll&apos;: una lectura {source} necesita una &apos;face&apos;</translation>
    </message>
    <message>
        <source>{player} has left the game; their turn ends with no active player, so nobody may roll the planar die</source>
        <comment>roll.no_active_player</comment>
        <translation>{player} ha abandonado la partida; su turno termina sin jugador activo, así que nadie puede lanzar el dado planar</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is the {step:step}</source>
        <comment>roll.not_main_phase</comment>
        <translation>{player} solo puede lanzar el dado planar durante una fase principal de su propio turno; ahora: {step:step}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is {team:team}&apos;s turn</source>
        <comment>roll.not_your_turn</comment>
        <translation>{player} solo puede lanzar el dado planar durante una fase principal de su propio turno; es el turno de {team:team}</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only while the stack is empty; {count} {count:plural:ability is|abilities are} waiting</source>
        <comment>roll.stack_not_empty</comment>
        <translation>{player} solo puede lanzar el dado planar con la pila vacía; hay {count} {count:plural:habilidad esperando|habilidades esperando}</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a face comes from a physical die; give a &apos;source&apos; of manual, camera or serial, or leave out &apos;face&apos; for a virtual roll</source>
        <comment>roll.virtual_face</comment>
        <translation>&apos;roll&apos;: una cara viene de un dado físico; indica un &apos;source&apos; manual, camera o serial, u omite &apos;face&apos; para una tirada virtual</translation>
    </message>
    <message>
        <source>{rule}: {message}</source>
        <comment>rule.cited</comment>
        <translation>{rule}: {message}</translation>
    </message>
    <message>
        <source>nothing changed: the autosave failed ({problem})</source>
        <comment>save.autosave_failed</comment>
        <translation>no cambió nada: falló el guardado automático ({problem})</translation>
    </message>
    <message>
        <source>can&apos;t read {path}: {detail}</source>
        <comment>save.cannot_read</comment>
        <translation>no se puede leer {path}: {detail}</translation>
    </message>
    <message>
        <source>can&apos;t write {path}: {detail}</source>
        <comment>save.cannot_write</comment>
        <translation>no se puede escribir {path}: {detail}</translation>
    </message>
    <message>
        <source>corrupt JSON: {detail}</source>
        <comment>save.corrupt_json</comment>
        <translation>JSON dañado: {detail}</translation>
    </message>
    <message>
        <source>{origin} is damaged: {detail}</source>
        <comment>save.damaged</comment>
        <translation>{origin} está dañado: {detail}</translation>
    </message>
    <message>
        <source>{path} is larger than {limit} bytes: too large to be a save file</source>
        <comment>save.larger_than</comment>
        <translation>{path} ocupa más de {limit} bytes: demasiado para ser una partida guardada</translation>
    </message>
    <message>
        <source>no save file at {path}</source>
        <comment>save.missing</comment>
        <translation>no hay ninguna partida guardada en {path}</translation>
    </message>
    <message>
        <source>{origin} was saved by a newer version (save format {version}; this app reads up to {newest}). Update the app to open it</source>
        <comment>save.newer</comment>
        <translation>{origin} se guardó con una versión más reciente (formato {version}; esta aplicación lee hasta el {newest}). Actualiza la aplicación para abrirla</translation>
    </message>
    <message>
        <source>{origin} has no valid version number</source>
        <comment>save.no_version</comment>
        <translation>{origin} no tiene un número de versión válido</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <comment>save.not_a_file</comment>
        <translation>{path} no es un archivo</translation>
    </message>
    <message>
        <source>{origin} is not a Planechase save file</source>
        <comment>save.not_a_save</comment>
        <translation>{origin} no es una partida guardada de Planechase</translation>
    </message>
    <message>
        <source>can&apos;t save {path}: the game holds text that is not valid Unicode ({given})</source>
        <comment>save.not_unicode</comment>
        <translation>no se puede guardar {path}: la partida contiene texto que no es Unicode válido ({given})</translation>
    </message>
    <message>
        <source>replaying the saved actions doesn&apos;t give the saved game</source>
        <comment>save.replay_differs</comment>
        <translation>repetir las acciones guardadas no da la partida guardada</translation>
    </message>
    <message>
        <source>{path} is {size} bytes: too large to be a save file</source>
        <comment>save.too_large</comment>
        <translation>{path} ocupa {size} bytes: demasiado para ser una partida guardada</translation>
    </message>
    <message>
        <source>undo step {step} ({cmd:words}) no longer applies: {problem}</source>
        <comment>save.undo_step_fails</comment>
        <translation>el paso de deshacer {step} ({cmd:words}) ya no se puede aplicar: {problem}</translation>
    </message>
    <message>
        <source>{origin} has an unknown save format version {version}</source>
        <comment>save.unknown_version</comment>
        <translation>{origin} tiene una versión de formato desconocida: {version}</translation>
    </message>
    <message>
        <source>{origin} is not a readable save file ({problem})</source>
        <comment>save.unreadable</comment>
        <translation>{origin} no es una partida guardada legible ({problem})</translation>
    </message>
    <message>
        <source>won&apos;t overwrite {path}: it isn&apos;t a save this version can read ({problem}). Move it away or choose another file.</source>
        <comment>save.wont_overwrite</comment>
        <translation>no se sobrescribe {path}: no es una partida guardada que esta versión pueda leer ({problem}). Muévelo o elige otro archivo.</translation>
    </message>
    <message>
        <source>starting_life must be a positive number, got {given}</source>
        <comment>setup.bad_life</comment>
        <translation>starting_life debe ser un número positivo, se recibió {given}</translation>
    </message>
    <message>
        <source>player name {given} must be 1-{most} characters with no leading or trailing spaces</source>
        <comment>setup.bad_player_name</comment>
        <translation>el nombre de jugador {given} debe tener de 1 a {most} caracteres, sin espacios al principio ni al final</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;variant&apos; must be {variant} or null; got {given}</source>
        <comment>setup.bad_variant</comment>
        <translation>&apos;new&apos;: &apos;variant&apos; debe ser {variant} o null; se recibió {given}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;commanders&apos; must map each player to a list of commanders</source>
        <comment>setup.commanders_not_map</comment>
        <translation>&apos;new&apos;: &apos;commanders&apos; debe asignar a cada jugador una lista de comandantes</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for {given:list}</source>
        <comment>setup.decks_per_player</comment>
        <translation>&apos;decks&apos; necesita un mazo planar por jugador ({players:list}); se recibieron mazos para {given:list}</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for nobody</source>
        <comment>setup.decks_per_player_none</comment>
        <translation>&apos;decks&apos; necesita un mazo planar por jugador ({players:list}); no se recibió ningún mazo</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;map_settings&apos; is only for the {variant} variant</source>
        <comment>setup.map_settings_without_map</comment>
        <translation>&apos;new&apos;: &apos;map_settings&apos; solo sirve para la variante {variant}</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck has no plane card</source>
        <comment>setup.no_plane</comment>
        <translation>el mazo planar de {owner} no tiene ninguna carta de plano</translation>
    </message>
    <message>
        <source>&apos;new&apos; needs exactly one of &apos;decks&apos; (one per player), &apos;shared_deck&apos; or &apos;random_decks&apos;</source>
        <comment>setup.one_deck_kind</comment>
        <translation>&apos;new&apos; necesita exactamente uno de &apos;decks&apos; (uno por jugador), &apos;shared_deck&apos; o &apos;random_decks&apos;</translation>
    </message>
    <message>
        <source>a Planechase game here seats {least} to {most} players; got {count}</source>
        <comment>setup.player_count</comment>
        <translation>aquí una partida de Planechase admite de {least} a {most} jugadores; se recibieron {count}</translation>
    </message>
    <message>
        <source>{name!r} is reserved for the shared planar deck</source>
        <comment>setup.reserved_name</comment>
        <translation>{name!r} está reservado para el mazo planar compartido</translation>
    </message>
    <message>
        <source>player names must be different: {players:list}</source>
        <comment>setup.same_names</comment>
        <translation>los nombres de los jugadores deben ser distintos: {players:list}</translation>
    </message>
    <message>
        <source>starting_player {player} is not a primary player; name {primary} to have {team:team}&apos;s team start (901.12b)</source>
        <comment>setup.starter_not_primary</comment>
        <translation>starting_player {player} no es un jugador principal; indica {primary} para que empiece el equipo de {team:team} (901.12b)</translation>
    </message>
    <message>
        <source>starting_player {given} is not one of the players ({players:list})</source>
        <comment>setup.starter_unknown</comment>
        <translation>starting_player {given} no es uno de los jugadores ({players:list})</translation>
    </message>
    <message>
        <source>each Two-Headed Giant team has two players; {given} is {count}</source>
        <comment>setup.team_size</comment>
        <translation>cada equipo de Gigante de dos cabezas tiene dos jugadores; {given} tiene {count}</translation>
    </message>
    <message>
        <source>a Two-Headed Giant game needs &apos;teams&apos; (810.1)</source>
        <comment>setup.teams_missing</comment>
        <translation>una partida de Gigante de dos cabezas necesita &apos;teams&apos; (810.1)</translation>
    </message>
    <message>
        <source>&apos;new&apos;: a Two-Headed Giant game needs &apos;teams&apos;, e.g. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</source>
        <comment>setup.teams_missing_example</comment>
        <translation>&apos;new&apos;: una partida de Gigante de dos cabezas necesita &apos;teams&apos;, p. ej. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</translation>
    </message>
    <message>
        <source>&apos;teams&apos; is only for the two_headed_giant format</source>
        <comment>setup.teams_not_2hg</comment>
        <translation>&apos;teams&apos; solo sirve para el formato two_headed_giant</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;teams&apos; must be a list of pairs of player names</source>
        <comment>setup.teams_not_list</comment>
        <translation>&apos;new&apos;: &apos;teams&apos; debe ser una lista de parejas de nombres de jugadores</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must seat every player once ({players:list}); got {given}</source>
        <comment>setup.teams_seat_everyone</comment>
        <translation>&apos;teams&apos; debe incluir a cada jugador una vez ({players:list}); se recibió {given}</translation>
    </message>
    <message>
        <source>Two-Headed Giant needs two or more teams; got {count}</source>
        <comment>setup.too_few_teams</comment>
        <translation>Gigante de dos cabezas necesita dos o más equipos; se recibieron {count}</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;decks&apos; has {count} entries; one per player</source>
        <comment>setup.too_many_decks</comment>
        <translation>&apos;new&apos;: &apos;decks&apos; tiene {count} elementos; uno por jugador</translation>
    </message>
    <message>
        <source>the stack is empty: there is nothing to resolve</source>
        <comment>stack.empty</comment>
        <translation>la pila está vacía: no hay nada que resolver</translation>
    </message>
    <message>
        <source>the stack must be empty to {what}; {count} {count:plural:ability is|abilities are} on it: resolve or remove them first</source>
        <comment>stack.must_be_empty</comment>
        <translation>la pila debe estar vacía para {what}; hay {count} {count:plural:habilidad|habilidades} en ella: resuélvelas o quítalas primero</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds {ids:ids}</source>
        <comment>stack.no_such_item</comment>
        <translation>no hay ninguna habilidad #{id} en la pila; contiene {ids:ids}</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds nothing</source>
        <comment>stack.no_such_item_empty</comment>
        <translation>no hay ninguna habilidad #{id} en la pila; no contiene nada</translation>
    </message>
    <message>
        <source>move to another step</source>
        <comment>stack.to_move_to_another_step</comment>
        <translation>pasar a otro paso</translation>
    </message>
    <message>
        <source>move to the next step</source>
        <comment>stack.to_move_to_the_next_step</comment>
        <translation>pasar al siguiente paso</translation>
    </message>
    <message>
        <source>beginning of combat</source>
        <comment>step.beginning_of_combat</comment>
        <translation>inicio del combate</translation>
    </message>
    <message>
        <source>cleanup step</source>
        <comment>step.cleanup</comment>
        <translation>paso de limpieza</translation>
    </message>
    <message>
        <source>combat damage step</source>
        <comment>step.combat_damage</comment>
        <translation>paso de daño de combate</translation>
    </message>
    <message>
        <source>declare attackers step</source>
        <comment>step.declare_attackers</comment>
        <translation>paso de declarar atacantes</translation>
    </message>
    <message>
        <source>declare blockers step</source>
        <comment>step.declare_blockers</comment>
        <translation>paso de declarar bloqueadores</translation>
    </message>
    <message>
        <source>draw step</source>
        <comment>step.draw</comment>
        <translation>paso de robar</translation>
    </message>
    <message>
        <source>end step</source>
        <comment>step.end</comment>
        <translation>paso final</translation>
    </message>
    <message>
        <source>end of combat step</source>
        <comment>step.end_of_combat</comment>
        <translation>paso de final de combate</translation>
    </message>
    <message>
        <source>second main phase</source>
        <comment>step.postcombat_main</comment>
        <translation>segunda fase principal</translation>
    </message>
    <message>
        <source>first main phase</source>
        <comment>step.precombat_main</comment>
        <translation>primera fase principal</translation>
    </message>
    <message>
        <source>untap step</source>
        <comment>step.untap</comment>
        <translation>paso de enderezar</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>step.upkeep</comment>
        <translation>paso de mantenimiento</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>text.english</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {kind} counters</source>
        <comment>total.counters</comment>
        <translation>los contadores de {kind} de {owner}</translation>
    </message>
    <message>
        <source>{player}&apos;s life total</source>
        <comment>total.life</comment>
        <translation>el total de vidas de {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s {token} tokens</source>
        <comment>total.tokens</comment>
        <translation>las fichas de {token} de {player}</translation>
    </message>
    <message>
        <source>{what} would be {value:,}; totals stay within ±{limit:,}</source>
        <comment>total.too_large</comment>
        <translation>{what} sería {value:,}; los totales se quedan dentro de ±{limit:,}</translation>
    </message>
    <message>
        <source>{card} has abilities 0-{last}, not {index}</source>
        <comment>trigger.no_such_ability</comment>
        <translation>{card} tiene las habilidades 0-{last}, no {index}</translation>
    </message>
    <message>
        <source>{card}&apos;s ability {index} is not one the table reports; the app puts its step, roll, chaos and planeswalk triggers on the stack itself</source>
        <comment>trigger.not_table_reported</comment>
        <translation>la habilidad {index} de {card} no es de las que anota la mesa; la aplicación pone ella misma en la pila sus disparos de paso, de tirada, de caos y de caminar por los planos</translation>
    </message>
    <message>
        <source>could not reach the {step:step}</source>
        <comment>turn.could_not_reach</comment>
        <translation>no se pudo llegar a: {step:step}</translation>
    </message>
    <message>
        <source>the game is over (nobody is left); undo or start a new game</source>
        <comment>turn.game_over_nobody</comment>
        <translation>la partida ha terminado (no queda nadie); deshaz o empieza una partida nueva</translation>
    </message>
    <message>
        <source>the game is over ({winner} won); undo or start a new game</source>
        <comment>turn.game_over_won</comment>
        <translation>la partida ha terminado (ganó {winner}); deshaz o empieza una partida nueva</translation>
    </message>
    <message>
        <source>nobody is left to take a turn</source>
        <comment>turn.nobody_left</comment>
        <translation>no queda nadie para jugar un turno</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>type.bool</comment>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>type.dict</comment>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>type.float</comment>
        <translation>un número</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>type.int</comment>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>type.list</comment>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>type.str</comment>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>nothing to undo: this is the start of the game</source>
        <comment>undo.at_start</comment>
        <translation>no hay nada que deshacer: este es el inicio de la partida</translation>
    </message>
    <message>
        <source>nothing more to undo: undo reaches back {kept:,} actions at most, and the {dropped:,} before them are no longer kept</source>
        <comment>undo.no_more</comment>
        <translation>no hay nada más que deshacer: deshacer llega como máximo a {kept:,} acciones atrás, y las {dropped:,} anteriores ya no se conservan</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <comment>undo.nothing_to_redo</comment>
        <translation>no hay nada que rehacer</translation>
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
        <translation>; luego </translation>
    </message>
    <message>
        <source>; and it </source>
        <comment>between the problems of one deck</comment>
        <translation>; y </translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the players of a team</comment>
        <translation> y </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the end of a list: &apos;A, B and C&apos;</comment>
        <translation>{items} y {last}</translation>
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
        <translation>en blanco</translation>
    </message>
    <message>
        <source>virtual</source>
        <comment>roll source</comment>
        <translation>virtual</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>roll source</comment>
        <translation>a mano</translation>
    </message>
    <message>
        <source>camera</source>
        <comment>roll source</comment>
        <translation>cámara</translation>
    </message>
    <message>
        <source>serial</source>
        <comment>roll source</comment>
        <translation>torre</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>until ...</comment>
        <translation>el final del turno</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>until ...</comment>
        <translation>que alguien camine por los planos</translation>
    </message>
    <message>
        <source>planeswalk away from plane</source>
        <comment>until ...</comment>
        <translation>que alguien se vaya de un plano caminando por los planos</translation>
    </message>
    <message>
        <source>your next turn</source>
        <comment>until ...</comment>
        <translation>tu próximo turno</translation>
    </message>
    <message>
        <source>game</source>
        <comment>until ...</comment>
        <translation>el final de la partida</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Abajo</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Up left</source>
        <translation>Arriba a la izquierda</translation>
    </message>
    <message>
        <source>Up right</source>
        <translation>Arriba a la derecha</translation>
    </message>
    <message>
        <source>Down left</source>
        <translation>Abajo a la izquierda</translation>
    </message>
    <message>
        <source>Down right</source>
        <translation>Abajo a la derecha</translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation>{direction}: Hellride a un espacio vacío</translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation>{direction}: un espacio vacío (se reparte una carta allí)</translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation>{direction}: {plane}</translation>
    </message>
    <message>
        <source>no plane</source>
        <translation>ningún plano</translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation>La partida está en {plane}.</translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation>{direction}: {planes}.</translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation>{player} mueve la partida: {moves}.</translation>
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
        <translation>Lista del mazo</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiada al portapapeles.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{a} and {b} win!</source>
        <translation>¡Ganan {a} y {b}!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>¡Gana {name}!</translation>
    </message>
    <message>
        <source>Nobody is left</source>
        <translation>No queda nadie</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Same players, seating and starting life; random decks dealt anew, other decks shuffled again, from a new seed</source>
        <translation>Mismos jugadores, asientos y vidas iniciales; los mazos aleatorios se reparten de nuevo y los demás se vuelven a barajar, con una semilla nueva</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Set up a different game</source>
        <translation>Preparar una partida distinta</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last action (a misclick)</source>
        <translation>Deshacer la última acción (un clic equivocado)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation>
            <numerusform>%n plano visitado</numerusform>
            <numerusform>%n planos visitados</numerusform>
        </translation>
    </message>
    <message>
        <source>{turns} turns · {players} players</source>
        <translation type="vanished">{turns} turnos · {players} jugadores</translation>
    </message>
    <message>
        <source>1 turn · {players} players</source>
        <translation type="vanished">1 turno · {players} jugadores</translation>
    </message>
    <message>
        <source> · {n} planes visited</source>
        <translation type="vanished"> · {n} planos visitados</translation>
    </message>
    <message>
        <source>{life} life</source>
        <translation>{life} vidas</translation>
    </message>
    <message>
        <source> · {poison} poison</source>
        <translation> · {poison} de veneno</translation>
    </message>
    <message>
        <source> · left</source>
        <translation> · abandonó</translation>
    </message>
    <message>
        <source>No rematch: {reason}</source>
        <translation>Sin revancha: {reason}</translation>
    </message>
</context>
<context>
    <name>KeepAside</name>
    <message>
        <source>it is nested too deeply</source>
        <translation>está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation>la aplicación no tiene permiso para leerlo</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>no es JSON válido (línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation>contiene un número con miles de cifras</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. The file is kept as {kept}.</source>
        <translation>{what} ({name}) no se pudo leer ({why}); {fallback}. El archivo se guarda como {kept}.</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. It couldn&apos;t be moved aside ({error}) and is left at {path}.</source>
        <translation>{what} ({name}) no se pudo leer ({why}); {fallback}. No se pudo apartar ({error}) y se queda en {path}.</translation>
    </message>
</context>
<context>
    <name>LastSetup</name>
    <message>
        <source>The last players</source>
        <translation>Los últimos jugadores</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>se usan los valores por defecto</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rolls only</source>
        <translation>Solo tiradas</translation>
    </message>
    <message>
        <source>Show only the roll audit: who rolled, cost, source, face</source>
        <translation>Mostrar solo el registro de tiradas: quién lanzó, coste, origen, cara</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Roll audit: who rolled, the cost, the source and the face</source>
        <translation>Registro de tiradas: quién lanzó, el coste, el origen y la cara</translation>
    </message>
    <message>
        <source>Table correction: fixed by hand, not a rule or a roll</source>
        <translation>Corrección de la mesa: arreglado a mano, no es una regla ni una tirada</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recent games: {notes}</source>
        <translation>Partidas recientes: {notes}</translation>
    </message>
    <message>
        <source>Turn {turn}: {players} on {plane}</source>
        <translation>Turno {turn}: {players} en {plane}</translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation>Mesa de Planechase</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Efectos</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Deshacer (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rehacer (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Planar history: the planes visited and the cards left in each planar deck (Ctrl+H)</source>
        <translation>Historial planar: los planos visitados y las cartas que quedan en cada mazo planar (Ctrl+H)</translation>
    </message>
    <message>
        <source>Effects and the game log</source>
        <translation>Efectos y registro de la partida</translation>
    </message>
    <message>
        <source>Menu: game, play, view, camera</source>
        <translation>Menú: partida, jugar, ver, cámara</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Pantalla completa (F11)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>&amp;Constructor de mazos…</translation>
    </message>
    <message>
        <source>&amp;Recent games…</source>
        <translation>Partidas &amp;recientes…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Roll the planar die</source>
        <translation>&amp;Lanzar el dado planar</translation>
    </message>
    <message>
        <source>Re&amp;solve the top of the stack</source>
        <translation>Re&amp;solver lo de arriba de la pila</translation>
    </message>
    <message>
        <source>Resolve (keypad)</source>
        <translation>Resolver (teclado numérico)</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Siguiente turno</translation>
    </message>
    <message>
        <source>&amp;Fix the table…</source>
        <translation>&amp;Corregir la mesa…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Upright screen (laptop, TV at one end)</source>
        <translation>Pantalla vertical (portátil, TV en un extremo)</translation>
    </message>
    <message>
        <source>Flat screen (in the middle of the table)</source>
        <translation>Pantalla plana (en el centro de la mesa)</translation>
    </message>
    <message>
        <source>Card faces the active player</source>
        <translation>La carta mira al jugador activo</translation>
    </message>
    <message>
        <source>Card faces the planar controller</source>
        <translation>La carta mira al controlador planar</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Planar &amp;history…</source>
        <translation>&amp;Historial planar…</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Cámara</translation>
    </message>
    <message>
        <source>&amp;Show camera…</source>
        <translation>&amp;Mostrar la cámara…</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>&amp;Calibrar…</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Salir de pantalla completa (F11)</translation>
    </message>
    <message>
        <source>Interface size {wanted:.2f} doesn&apos;t fit this window; the table is drawn at {drawn:.2f}, the most it holds.</source>
        <translation>El tamaño de interfaz {wanted:.2f} no cabe en esta ventana; la mesa se dibuja a {drawn:.2f}, el máximo que admite.</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>Ajustes no guardados: {error}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation>Solo vista previa: el dado es {source}. Elige “Dado real, leído por la cámara” en Ver ▸ Ajustes para leer las tiradas.</translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation>Sin calibrar: pulsa Calibrar… para enseñar a la cámara tu bandeja y tu dado.</translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation>Cámara calibrada: perfil “{name}” guardado.</translation>
    </message>
    <message>
        <source>Undo: {action} (Ctrl+Z)</source>
        <translation>Deshacer: {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Redo: {action} (Ctrl+Shift+Z)</source>
        <translation>Rehacer: {action} (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Deshacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Rehacer: {action}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>No cambió nada: {reason}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>¿Continuar?</translation>
    </message>
    <message>
        <source>Continue the last game?

{summary}</source>
        <translation>¿Continuar la última partida?

{summary}</translation>
    </message>
</context>
<context>
    <name>MapOptions</name>
    <message>
        <source>Hellride only</source>
        <translation>Solo por hellride (en diagonal)</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>En el mapa</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Move like a Planeswalker roll</source>
        <translation>Moverse como con una tirada de Planeswalker</translation>
    </message>
    <message>
        <source>Move one step at random</source>
        <translation>Moverse un paso al azar</translation>
    </message>
    <message>
        <source>House rule: phenomena</source>
        <translation>Regla de la casa: fenómenos</translation>
    </message>
    <message>
        <source>The article the variant comes from predates phenomena.</source>
        <translation>El artículo del que viene la variante es anterior a los fenómenos.</translation>
    </message>
    <message>
        <source>House rule: effects that planeswalk</source>
        <translation>Regla de la casa: efectos que hacen caminar por los planos</translation>
    </message>
    <message>
        <source>“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar Tunnel and Spatial Merging: how the game moves on the map.</source>
        <translation>&quot;Camina por los planos&quot; tras un fenómeno, &quot;luego camina por los planos&quot;, Túnel interplanar y Fusión espacial: cómo se mueve la partida en el mapa.</translation>
    </message>
    <message>
        <source>One planar deck of every plane in the pool (phenomena off), shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Un mazo planar con todos los planos disponibles (sin fenómenos), barajado (901.15); no se usan los mazos de los jugadores.</translation>
    </message>
    <message>
        <source>One planar deck of every plane and phenomenon in the pool, shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>Un mazo planar con todos los planos y fenómenos disponibles, barajado (901.15); no se usan los mazos de los jugadores.</translation>
    </message>
    <message>
        <source>A phenomenon is met only by hellriding onto it; once it&apos;s resolved it goes to the bottom and a plane is dealt in its place.</source>
        <translation>Solo se encuentra un fenómeno haciendo hellride sobre él (moviéndose en diagonal a un espacio vacío); una vez resuelto, va al fondo y se reparte un plano en su lugar.</translation>
    </message>
    <message>
        <source>Phenomena are dealt like planes and met when the game moves onto one; once it&apos;s resolved the game moves on, and it stays on the map.</source>
        <translation>Los fenómenos se reparten como los planos y se encuentran cuando la partida se mueve a uno; una vez resuelto, la partida sigue y se queda en el mapa.</translation>
    </message>
    <message>
        <source>No phenomena in the deck.</source>
        <translation>No hay fenómenos en el mazo.</translation>
    </message>
    <message>
        <source>The active player chooses the direction.</source>
        <translation>El jugador activo elige la dirección.</translation>
    </message>
    <message>
        <source>Nobody chooses: up, down, left or right at random.</source>
        <translation>Nadie elige: arriba, abajo, izquierda o derecha al azar.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s plane is dealt in the Tunnel&apos;s place; Spatial Merging&apos;s two planes go where the game moves.</source>
        <translation>El plano del Túnel interplanar se reparte en el lugar del Túnel; los dos planos de Fusión espacial van adonde se mueve la partida.</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s and Spatial Merging&apos;s planes go where the game moves.</source>
        <translation>Los planos del Túnel interplanar y de Fusión espacial van adonde se mueve la partida.</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Eternities Map</source>
        <translation>Mapa de las Eternidades</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texto impreso</translation>
    </message>
    <message>
        <source>{label} — Enter to move</source>
        <translation>{label}: Intro para moverse</translation>
    </message>
    <message>
        <source>A card is dealt here from the top of the planar deck and the game moves to it.</source>
        <translation>Aquí se reparte una carta de la parte superior del mazo planar y la partida se mueve a ella.</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Semilla {seed}</translation>
    </message>
    <message>
        <source>Random decks, shuffles and the random starting player come from it</source>
        <translation>De ella salen los mazos aleatorios, los barajados y el jugador inicial al azar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Back to four players with random decks (the last players are offered otherwise)</source>
        <translation>Volver a cuatro jugadores con mazos aleatorios (si no, se ofrecen los últimos jugadores)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Free-for-all</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Two-Headed Giant (810, 901.12)</source>
        <translation>Gigante de dos cabezas (810, 901.12)</translation>
    </message>
    <message>
        <source>Commander (903)</source>
        <translation>Commander (903)</translation>
    </message>
    <message>
        <source>with commanders</source>
        <translation>con comandantes</translation>
    </message>
    <message>
        <source>Commander in teams: commander damage and tax for every player (903)</source>
        <translation>Commander por equipos: daño e impuesto de comandante para cada jugador (903)</translation>
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
        <translation>Mapa de las Eternidades</translation>
    </message>
    <message>
        <source>The planes lie in a grid; a Planeswalker roll moves the game one step up, down, left or right, or diagonally onto an empty space (hellriding).</source>
        <translation>Los planos forman una cuadrícula; una tirada de Planeswalker mueve la partida un paso arriba, abajo, a la izquierda o a la derecha, o en diagonal a una casilla vacía (hellride).</translation>
    </message>
    <message>
        <source>Planar decks:</source>
        <translation>Mazo planar:</translation>
    </message>
    <message>
        <source>Each player brings one (901.3)</source>
        <translation>Cada jugador trae uno (901.3)</translation>
    </message>
    <message>
        <source>One shared deck for the table (901.15)</source>
        <translation>Un mazo compartido para la mesa (901.15)</translation>
    </message>
    <message>
        <source>Players, in seating (turn) order</source>
        <translation>Jugadores, en orden de asiento (turno)</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Añadir jugador</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Mazo compartido</translation>
    </message>
    <message>
        <source>Starting player:</source>
        <translation>Jugador inicial:</translation>
    </message>
    <message>
        <source>Starting life:</source>
        <translation>Vida inicial:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Otro:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation>Al azar (según la semilla)</translation>
    </message>
    <message>
        <source>Team {n}: {a} and {b}</source>
        <translation>Equipo {n}: {a} y {b}</translation>
    </message>
    <message numerus="yes">
        <source>%n planar deck(s) need attention (see above).</source>
        <translation>
            <numerusform>Hay %n asiento cuyo mazo planar necesita atención (ver arriba).</numerusform>
            <numerusform>Hay %n asientos cuyo mazo planar necesita atención (ver arriba).</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation>El asiento {n} necesita el nombre de un jugador.</translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation>Asiento {n}: “{name}” está reservado para el mazo planar compartido; elige otro nombre.</translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation>Los asientos {first} y {second} se llaman “{name}”; los nombres de los jugadores deben ser distintos.</translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation>901.2: aquí una partida admite de {low} a {high} jugadores.</translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1: Gigante de dos cabezas son dos o más equipos de dos; añade o quita un jugador para formar equipos completos.</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation>Mazo compartido: {why}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Asiento {n}</translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message>
        <source>Planar history</source>
        <translation>Historial planar</translation>
    </message>
    <message>
        <source>Planar decks</source>
        <translation>Cartas en cada mazo planar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>Visited, in order ({n})</source>
        <translation>Visitados, en orden ({n})</translation>
    </message>
    <message>
        <source>No planar history is recorded for this game yet.</source>
        <translation>Aún no hay historial planar registrado para esta partida.</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Mazo compartido</translation>
    </message>
    <message numerus="yes">
        <source>{owner}: %n card(s) left</source>
        <translation>
            <numerusform>{owner}: queda %n carta</numerusform>
            <numerusform>{owner}: quedan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}: {n} left</source>
        <translation type="vanished">{owner}: quedan {n}</translation>
    </message>
    <message>
        <source>{owner}: 1 card left</source>
        <translation type="vanished">{owner}: queda 1 carta</translation>
    </message>
    <message>
        <source>Starting plane, {player}&apos;s deck</source>
        <translation>Plano inicial, mazo de {player}</translation>
    </message>
    <message>
        <source>Turn {turn}: turned up by {player} when its owner&apos;s cards left</source>
        <translation>Turno {turn}: lo puso boca arriba {player} cuando se fueron las cartas de su propietario</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} encountered it</source>
        <translation>Turno {turn}: {player} se encontró con él</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} planeswalked here</source>
        <translation>Turno {turn}: {player} caminó por los planos hasta aquí</translation>
    </message>
    <message>
        <source>face up now</source>
        <translation>boca arriba ahora</translation>
    </message>
    <message>
        <source>Read {name}&apos;s text and rulings</source>
        <translation>Leer el texto y las aclaraciones de {name}</translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>No plane is face up</source>
        <translation>No hay ningún plano boca arriba</translation>
    </message>
    <message>
        <source>English only</source>
        <translation>Solo en inglés</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>Texto de Oracle</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>Texto impreso</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Impreso</translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation>Volver al texto impreso en la carta (O)</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation>Mostrar el texto de Oracle en inglés, el que manda en las reglas (O)</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn</source>
        <translation>Es el turno de este jugador</translation>
    </message>
    <message>
        <source>Planar controller (901.6)</source>
        <translation>Controlador planar (901.6)</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Abandonó la partida</translation>
    </message>
    <message>
        <source>Tap: 1 · hold: 5, repeating</source>
        <translation>Toca: 1 · mantén: 5, repitiendo</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <source>Poison counters (ten or more: 704.5c)</source>
        <translation>Contadores de veneno (diez o más: 704.5c)</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>Contadores de veneno</translation>
    </message>
    <message>
        <source>Leave game</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Leave game: this player leaves (asks first)</source>
        <translation>Abandonar: este jugador deja la partida (pregunta antes)</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Comandantes</translation>
    </message>
    <message>
        <source>{a} and {b} lose?</source>
        <translation>¿Pierden {a} y {b}?</translation>
    </message>
    <message>
        <source>{a} loses?</source>
        <translation>¿Pierde {a}?</translation>
    </message>
    <message>
        <source>21 from {owner}&apos;s {commander}: {losers}</source>
        <translation>21 de {commander} de {owner}: {losers}</translation>
    </message>
    <message>
        <source>21 dmg: lose?</source>
        <translation>21 daño: ¿pierde?</translation>
    </message>
    <message>
        <source>Would lose — confirm ({rule})</source>
        <translation>Perdería: confirma ({rule})</translation>
    </message>
    <message>
        <source>Lose? ({rule})</source>
        <translation>¿Pierde? ({rule})</translation>
    </message>
    <message>
        <source>{why}

Confirm: {player} leaves the game{team}. Their planar cards leave with them ({rule}). Undo can bring them back.</source>
        <translation>{why}

Confirmar: {player} abandona la partida{team}. Sus cartas planares se van con él ({rule}). Deshacer puede traerlo de vuelta.</translation>
    </message>
    <message>
        <source> with {mate} (810.8a)</source>
        <translation> con {mate} (810.8a)</translation>
    </message>
    <message>
        <source>{player} concedes for the team: {player} and {mate} leave the game together (810.8b)?

Their planar cards leave with them (901.10). Undo can bring them back.</source>
        <translation>¿{player} concede por el equipo: {player} y {mate} abandonan la partida juntos (810.8b)?

Sus cartas planares se van con ellos (901.10). Deshacer puede traerlos de vuelta.</translation>
    </message>
    <message>
        <source>{player} leaves the game?

Their planar cards leave with them (800.4a). Undo can bring them back.</source>
        <translation>¿{player} abandona la partida?

Sus cartas planares se van con él (800.4a). Deshacer puede traerlo de vuelta.</translation>
    </message>
    <message>
        <source>Team {a} &amp; {b} · {life}</source>
        <translation>Equipo {a} y {b} · {life}</translation>
    </message>
    <message>
        <source>Team with {mate}</source>
        <translation>Equipo con {mate}</translation>
    </message>
    <message>
        <source>{team} · −/+ on {primary}&apos;s seat</source>
        <translation>{team} · −/+ en el asiento de {primary}</translation>
    </message>
    <message>
        <source>Team life: on {primary}&apos;s</source>
        <translation>Vidas del equipo: en {primary}</translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>Fichas: {list}</translation>
    </message>
    <message>
        <source>{flag}: the table confirms with this seat&apos;s Leave button</source>
        <translation>{flag}: la mesa lo confirma con el botón Abandonar de este asiento</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): −/+ on this seat change it for {mate} too</source>
        <translation>Vidas del equipo (810.4): −/+ en este asiento las cambia también para {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): change it on {mate}&apos;s seat</source>
        <translation>Vidas del equipo (810.4): cámbialas en el asiento de {mate}</translation>
    </message>
    <message>
        <source>The team&apos;s poison counters (fifteen or more: 704.6b)</source>
        <translation>Contadores de veneno del equipo (quince o más: 704.6b)</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Intro</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>{name} (left)</source>
        <translation>{name} (abandonó)</translation>
    </message>
    <message>
        <source>{winner} won on turn {turn}</source>
        <translation>{winner} ganó en el turno {turn}</translation>
    </message>
    <message>
        <source>game over on turn {turn}</source>
        <translation>partida terminada en el turno {turn}</translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn</source>
        <translation>turno {turn}, turno de {player}</translation>
    </message>
    <message>
        <source>no plane face up</source>
        <translation>ningún plano boca arriba</translation>
    </message>
    <message>
        <source>On {planes} · last played {when}</source>
        <translation>En {planes} · jugada por última vez {when}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>End the current game? It stays in Game ▸ Recent games.</source>
        <translation>¿Terminar la partida actual? Se queda en Partida ▸ Partidas recientes.</translation>
    </message>
    <message>
        <source>End it</source>
        <translation>Terminarla</translation>
    </message>
    <message>
        <source>The game couldn&apos;t be kept in Recent games: {why}</source>
        <translation>No se pudo guardar la partida en Partidas recientes: {why}</translation>
    </message>
    <message>
        <source>That game can&apos;t be resumed: {why}</source>
        <translation>Esa partida no se puede reanudar: {why}</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is left as it is</source>
        <translation>{name} no se puede leer ({why}); se deja como está</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is kept as {kept}</source>
        <translation>{name} no se puede leer ({why}); se guarda como {kept}</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Games left for a new one or for another recent game. Resume one to carry on where it was, undo included; the game on the table then goes into this list.</source>
        <translation>Partidas dejadas por una nueva o por otra reciente. Reanuda una para seguir donde estaba, deshacer incluido; la partida de la mesa pasa entonces a esta lista.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>No recent games yet: a game goes here when a new game replaces it.</source>
        <translation>Aún no hay partidas recientes: una partida llega aquí cuando una nueva la sustituye.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation>
            <numerusform>No se pudo leer %n archivo y se apartó:</numerusform>
            <numerusform>No se pudieron leer %n archivos y se apartaron:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>1st</source>
        <translation>1.ª</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.ª</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.ª</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.ª</translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation>nada (el mazo está vacío)</translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation>CAMINAR POR LOS PLANOS → {plane}</translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation>{player} deja {away}</translation>
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
        <translation>En blanco — {player}</translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation>{nth} tirada este turno · un efecto, gratis</translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation>{nth} tirada este turno · pagado {{{cost}}}</translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation>leído {read}</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>no pasa nada</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation>Se desata el caos en {card}</translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation>Se desata el caos, sin lanzar el dado</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Make primary</source>
        <translation>Hacer principal</translation>
    </message>
    <message>
        <source>Make this player their team&apos;s primary player: the team&apos;s turn, planar controller and first seat are theirs (901.12b)</source>
        <translation>Hacer a este jugador el jugador principal de su equipo: el turno del equipo, el control planar y el primer asiento son suyos (901.12b)</translation>
    </message>
    <message>
        <source>Commander (optional)</source>
        <translation>Comandante (opcional)</translation>
    </message>
    <message>
        <source>Partner or background</source>
        <translation>Compañero o trasfondo</translation>
    </message>
    <message>
        <source>A commander&apos;s name (903.3); a second one for partners or a commander and its background (903.3c)</source>
        <translation>El nombre de un comandante (903.3); un segundo para compañeros o un comandante y su trasfondo (903.3c)</translation>
    </message>
    <message>
        <source>Move up: sit earlier in turn order</source>
        <translation>Subir: sentarse antes en el orden de turnos</translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation>Bajar: sentarse después en el orden de turnos</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Quitar a este jugador</translation>
    </message>
    <message>
        <source>Team {n} · primary</source>
        <translation>Equipo {n} · principal</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>Equipo {n}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Virtual die (the app rolls)</source>
        <translation>Dado virtual (lanza la app)</translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation>Dado real, introducido a mano</translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation>Dado real, leído por la cámara</translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation>Dado real, leído por una torre de dados</translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation>La aplicación lanza el dado planar: pulsa Lanzar (o Espacio).</translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation>Lanza tu propio dado planar y toca la cara que muestra.</translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation>Una cámara sobre la bandeja lee tu dado real.</translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation>Una torre de dados lee tu dado real y se lo dice a la aplicación por USB.</translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation>Vertical: una pantalla o TV junto a la mesa</translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation>Plana: la pantalla sobre la mesa, jugadores alrededor</translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation>Hacia el jugador activo</translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation>Hacia el controlador planar</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dado planar</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation>d6 normal (caras abajo)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminada</translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>Tus ajustes</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>se usan los valores por defecto</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>Dado planar</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Cámara</translation>
    </message>
    <message>
        <source>Where the pictures come from and which die lies in the tray; calibrate once per die and light (Camera ▸ Calibrate…).</source>
        <translation>De dónde salen las imágenes y qué dado hay en la bandeja; calibra una vez por dado e iluminación (Cámara ▸ Calibrar…).</translation>
    </message>
    <message>
        <source>A camera number (0 is the first camera), a video file, a folder of pictures, or synthetic:seed=2 for a demo</source>
        <translation>Un número de cámara (0 es la primera), un archivo de vídeo, una carpeta de imágenes o synthetic:seed=2 para una demo</translation>
    </message>
    <message>
        <source>Die in the tray</source>
        <translation>Dado en la bandeja</translation>
    </message>
    <message>
        <source>The calibration&apos;s name (Camera ▸ Calibrate…); one per die and camera set-up</source>
        <translation>El nombre de la calibración (Cámara ▸ Calibrar…); una por dado y montaje de cámara</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibración</translation>
    </message>
    <message>
        <source>Dice tower</source>
        <translation>Torre de dados</translation>
    </message>
    <message>
        <source>The tower&apos;s USB serial port and speed: Find towers asks every port, a simulator&apos;s too.</source>
        <translation>El puerto serie USB de la torre y su velocidad: Buscar torres pregunta a cada puerto, también al de un simulador.</translation>
    </message>
    <message>
        <source>Which pip values of a d6 are Planeswalker and Chaos, e.g. 1=planeswalker,6=chaos; the others are blank. A dice tower that reports pips uses it too</source>
        <translation>Qué valores de un d6 son Planeswalker y Caos, p. ej. 1=planeswalker,6=chaos; los demás están en blanco. También lo usa una torre de dados que informa de los puntos</translation>
    </message>
    <message>
        <source>d6 face map</source>
        <translation>Caras del d6</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>How the table looks: colours, sizes, which way the cards face, and the language it speaks.</source>
        <translation>Cómo se ve la mesa: colores, tamaños, hacia dónde miran las cartas y el idioma que habla.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Card text size</source>
        <translation>Tamaño del texto de las cartas</translation>
    </message>
    <message>
        <source>Interface size (TV: 1.5-2)</source>
        <translation>Tamaño de la interfaz (TV: 1.5-2)</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>Modo de mesa</translation>
    </message>
    <message>
        <source>Cards face</source>
        <translation>Las cartas miran hacia</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>This run speaks {language} (--lang): the choice above is used from the next start, or now if you change it.</source>
        <translation>Esta sesión habla {language} (--lang): la opción de arriba se usa desde el próximo inicio, o ahora si la cambias.</translation>
    </message>
</context>
<context>
    <name>StackItemWidget</name>
    <message>
        <source>Planeswalking ability</source>
        <translation>Habilidad de caminar por los planos</translation>
    </message>
    <message>
        <source>Controller: {name} · Target: {targets}</source>
        <translation>Controlador: {name} · Objetivo: {targets}</translation>
    </message>
    <message>
        <source>Controller: {name}</source>
        <translation>Controlador: {name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Take it off the stack without resolving it (countered, or a mistake)</source>
        <translation>Quitarlo de la pila sin resolverlo (contrarrestado, o un error)</translation>
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
        <translation>Caminar por los planos</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Disparada</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Resolve (Enter)</source>
        <translation>Resolver (Intro)</translation>
    </message>
    <message>
        <source>Resolve the top of the stack</source>
        <translation>Resolver lo de arriba de la pila</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>La pila está vacía</translation>
    </message>
    <message>
        <source>Waiting to go on the stack</source>
        <translation>Esperando para ir a la pila</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>No cambió nada: {reason}</translation>
    </message>
    <message>
        <source>Stack ({n})</source>
        <translation>Pila ({n})</translation>
    </message>
    <message>
        <source>Waiting: {what}</source>
        <translation>En espera: {what}</translation>
    </message>
    <message>
        <source>Waiting for {player} to choose: {question}</source>
        <translation>Esperando a que {player} elija: {question}</translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message>
        <source>Fix the table</source>
        <translation>Corregir la mesa</translation>
    </message>
    <message>
        <source>Fix a mistake by hand: a forgotten trigger, a miscounted counter, a misplaced card. Each fix is logged as a table correction, never as a roll, and Undo takes it back.</source>
        <translation>Corrige un error a mano: un disparo olvidado, un contador mal contado, una carta fuera de sitio. Cada corrección se registra como corrección de la mesa, nunca como tirada, y Deshacer la revierte.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contador</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Mover una carta</translation>
    </message>
    <message>
        <source>Planeswalk to</source>
        <translation>Caminar a un plano</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Barajar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Set a counter on a face-up plane to the number the table agrees on. Ten scroll counters on Aretopolis still trigger it.</source>
        <translation>Pon un contador de un plano boca arriba al número que acuerde la mesa. Diez contadores de pergamino en Aretopolis aún lo disparan.</translation>
    </message>
    <message>
        <source>One fewer</source>
        <translation>Uno menos</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Uno más</translation>
    </message>
    <message>
        <source>Set the counter</source>
        <translation>Fijar el contador</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>Mazo planar</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Put a card of a planar deck on its top or its bottom. The cards are listed by name: the deck&apos;s order stays hidden.</source>
        <translation>Pon una carta de un mazo planar en su parte superior o en su fondo. Las cartas se listan por nombre: el orden del mazo sigue oculto.</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Poner arriba</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>Poner en el fondo</translation>
    </message>
    <message>
        <source>The table says so: the planar controller planeswalks to this card instead of the top one. The face-up cards go to the bottom and everything a planeswalk triggers happens.</source>
        <translation>Lo dice la mesa: el controlador planar camina por los planos hasta esta carta en lugar de la de arriba. Las cartas boca arriba van al fondo y sucede todo lo que dispara caminar por los planos.</translation>
    </message>
    <message>
        <source>Planeswalk there</source>
        <translation>Caminar hasta allí</translation>
    </message>
    <message>
        <source>Reveal the top cards of a planar deck. Nothing moves.</source>
        <translation>Muestra las primeras cartas de un mazo planar. No se mueve nada.</translation>
    </message>
    <message>
        <source>Shuffle a planar deck (with the game&apos;s own random numbers, so Redo shuffles it the same way).</source>
        <translation>Baraja un mazo planar (con los números aleatorios de la propia partida, así Rehacer lo baraja igual).</translation>
    </message>
    <message>
        <source>Revealed: {cards}</source>
        <translation>Mostradas: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>Mazo compartido</translation>
    </message>
    <message>
        <source>{player}&apos;s deck</source>
        <translation>Mazo de {player}</translation>
    </message>
    <message numerus="yes">
        <source>{deck} (%n card(s))</source>
        <translation>
            <numerusform>{deck} (%n carta)</numerusform>
            <numerusform>{deck} (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck} ({n} cards)</source>
        <translation type="vanished">{deck} ({n} cartas)</translation>
    </message>
    <message>
        <source>Answer {player}&apos;s question first, or Undo.</source>
        <translation>Responde primero a la pregunta de {player}, o Deshacer.</translation>
    </message>
    <message>
        <source>Choose a card…</source>
        <translation>Elige una carta…</translation>
    </message>
    <message>
        <source>Not done: {reason}</source>
        <translation>No se hizo: {reason}</translation>
    </message>
    <message>
        <source>Choose a face-up plane and name the counter.</source>
        <translation>Elige un plano boca arriba y nombra el contador.</translation>
    </message>
    <message>
        <source>Choose a planar deck and a card in it.</source>
        <translation>Elige un mazo planar y una carta de él.</translation>
    </message>
    <message>
        <source>Choose a planar deck.</source>
        <translation>Elige un mazo planar.</translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message>
        <source>No tower port — choose it in View ▸ Settings; enter the roll by hand</source>
        <translation>Sin puerto de la torre: elígelo en Ver ▸ Ajustes; introduce la tirada a mano</translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation>Torre perdida: reconectando…; introduce la tirada a mano</translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation>Torre conectada (sketch sencillo)</translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation>Torre apagada</translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation>Pide a la torre que lance el dado real (tiene motor)</translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation>Echa el dado en la torre: lee la tirada. O introdúcela con los botones de abajo</translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation>La torre no está conectada: introduce la tirada con los botones de abajo</translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>La torre dice: {error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation>{port} a {baud} baudios</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation>
            <numerusform>%n línea sin suma de comprobación rechazada (esta torre firma sus líneas con una suma)</numerusform>
            <numerusform>%n líneas sin suma de comprobación rechazadas (esta torre firma sus líneas con una suma)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation>Torre lista: {name}</translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation>Torre conectada: esperando el HELLO de {name}…</translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation>Torre conectada: esperando su HELLO…</translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation>No se puede abrir {port}: reintentando; introduce la tirada a mano</translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation>Conectando con la torre…</translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation>lanzando…</translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation>{status} · dice “{error}”</translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation>oída ahora mismo</translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation>
            <numerusform>oída hace %n s</numerusform>
            <numerusform>oída hace %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation>
            <numerusform>oída hace %n min</numerusform>
            <numerusform>oída hace %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation>La torre no puede lanzar ahora ({why}); echa el dado a mano o introdúcelo con los botones de abajo</translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation>
            <numerusform>La torre leyó {face} (%n punto)</numerusform>
            <numerusform>La torre leyó {face} (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation>La torre leyó {face}</translation>
    </message>
    <message>
        <source>{n} lines without a checksum refused (this tower checksums its lines)</source>
        <translation type="vanished">{n} líneas sin suma de comprobación rechazadas (esta torre firma sus líneas con una suma)</translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation>la lee la aplicación ahora</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyACM0 or COM3</source>
        <translation>p. ej. /dev/ttyACM0 o COM3</translation>
    </message>
    <message>
        <source>The tower&apos;s serial port: press Find towers, or type its path</source>
        <translation>El puerto serie de la torre: pulsa Buscar torres o escribe su ruta</translation>
    </message>
    <message>
        <source>Find towers</source>
        <translation>Buscar torres</translation>
    </message>
    <message>
        <source>Open the USB serial ports for a few seconds and ask each for a tower&apos;s HELLO</source>
        <translation>Abrir los puertos serie USB unos segundos y pedir a cada uno el HELLO de una torre</translation>
    </message>
    <message>
        <source>The tower&apos;s serial speed (115200 unless its sketch says otherwise)</source>
        <translation>La velocidad serie de la torre (115200 salvo que su sketch diga otra cosa)</translation>
    </message>
    <message>
        <source>Tower port</source>
        <translation>Puerto de la torre</translation>
    </message>
    <message>
        <source>Tower baud rate</source>
        <translation>Baudios de la torre</translation>
    </message>
    <message>
        <source>Choose the tower&apos;s port (Find towers), or type its path</source>
        <translation>Elige el puerto de la torre (Buscar torres) o escribe su ruta</translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation>Los baudios son un número de {low} a {high}</translation>
    </message>
    <message>
        <source>Looking for towers… (a few seconds)</source>
        <translation>Buscando torres… (unos segundos)</translation>
    </message>
    <message>
        <source>No serial ports found. Is the tower plugged in? You can also type a path.</source>
        <translation>No se encontraron puertos serie. ¿Está conectada la torre? También puedes escribir una ruta.</translation>
    </message>
    <message numerus="yes">
        <source>No tower answered on the %n serial port(s); pick one, or check the cable and the baud rate.</source>
        <translation>
            <numerusform>Ninguna torre respondió en el %n puerto serie; elige uno o revisa el cable y los baudios.</numerusform>
            <numerusform>Ninguna torre respondió en los %n puertos serie; elige uno o revisa el cable y los baudios.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation>{tower} encontrada en {port}</translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation>
            <numerusform>(%n torre)</numerusform>
            <numerusform>(%n torres)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation>
            <numerusform>%n torre encontrada (con estrella); se mantiene {port}.</numerusform>
            <numerusform>%n torres encontradas (con estrella); se mantiene {port}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation>La búsqueda de torres falló: {why}</translation>
    </message>
    <message>
        <source>a tower</source>
        <translation>una torre</translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation>La aplicación lee ahora la torre en {port}.</translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation>La aplicación lee ahora {tower} en {port}.</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Game over · {a} and {b} win</source>
        <translation>Fin de la partida · ganan {a} y {b}</translation>
    </message>
    <message>
        <source>Game over · {winner} wins</source>
        <translation>Fin de la partida · gana {winner}</translation>
    </message>
    <message>
        <source>Game over · nobody is left</source>
        <translation>Fin de la partida · no queda nadie</translation>
    </message>
    <message>
        <source>Turn {turn} · {player} · {step}</source>
        <translation>Turno {turn} · {player} · {step}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aún no hay partida</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <source>Begin the next step</source>
        <translation>Empezar el siguiente paso</translation>
    </message>
    <message>
        <source>Next turn (N)</source>
        <translation>Pasar turno (N)</translation>
    </message>
    <message>
        <source>Advance to the next turn&apos;s first main phase; stops early where something triggers</source>
        <translation>Avanzar hasta la primera fase principal del siguiente turno; se detiene antes donde algo se dispara</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>No cambió nada: {reason}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>invertido</translation>
    </message>
    <message>
        <source>seating</source>
        <translation>según los asientos</translation>
    </message>
    <message>
        <source>Turn order runs the other way round the table</source>
        <translation>El orden de turnos va en sentido contrario alrededor de la mesa</translation>
    </message>
    <message>
        <source>Turn order follows the seating</source>
        <translation>El orden de turnos sigue los asientos</translation>
    </message>
    <message>
        <source>Extra turns: {names}</source>
        <translation>Turnos adicionales: {names}</translation>
    </message>
    <message>
        <source>Next roll: {cost}</source>
        <translation>Siguiente tirada: {cost}</translation>
    </message>
    <message>
        <source>The active player&apos;s next roll of the planar die costs {cost} mana (116.2i)</source>
        <translation>La siguiente tirada del dado planar del jugador activo cuesta {cost} maná (116.2i)</translation>
    </message>
    <message>
        <source>Next roll: {list}</source>
        <translation>Siguiente tirada: {list}</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d, 116.2i)</source>
        <translation>Cada miembro del equipo activo puede lanzar, cada uno con su propio coste (901.12d, 116.2i)</translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message>
        <source>&amp;TV window</source>
        <translation>Ventana de &amp;TV</translation>
    </message>
    <message>
        <source>The plane, the roll and whose turn, full screen on a TV or projector</source>
        <translation>El plano, la tirada y de quién es el turno, a pantalla completa en una TV o proyector</translation>
    </message>
    <message>
        <source>TV window &amp;on</source>
        <translation>&amp;Ventana de TV en</translation>
    </message>
    <message>
        <source> (the table&apos;s window)</source>
        <translation> (la ventana de la mesa)</translation>
    </message>
    <message>
        <source>There is no second screen: open the TV window anyway, as a window on this screen?</source>
        <translation>No hay una segunda pantalla: ¿abrir de todos modos la ventana de TV, como ventana en esta pantalla?</translation>
    </message>
    <message numerus="yes">
        <source>There is no screen {n} (this computer has %n screen(s); View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation>
            <numerusform>No hay pantalla {n} (este ordenador tiene %n pantalla; Ver ▸ Ventana de TV las muestra): la mesa empieza sin la ventana de TV.</numerusform>
            <numerusform>No hay pantalla {n} (este ordenador tiene %n pantallas; Ver ▸ Ventana de TV las muestra): la mesa empieza sin la ventana de TV.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no screen {n} (this computer has {count}; View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation type="vanished">No hay pantalla {n} (este ordenador tiene {count}; Ver ▸ Ventana de TV las lista): la mesa empieza sin la ventana de TV.</translation>
    </message>
    <message>
        <source>The TV window shares the table&apos;s screen, so it opens as a window: choose another screen in View ▸ TV window on.</source>
        <translation>La ventana de TV comparte la pantalla de la mesa, así que se abre como ventana: elige otra pantalla en Ver ▸ Ventana de TV en.</translation>
    </message>
    <message>
        <source>TV window closed — View ▸ TV window opens it again.</source>
        <translation>Ventana de TV cerrada: Ver ▸ Ventana de TV la vuelve a abrir.</translation>
    </message>
    <message>
        <source>The TV screen ({name}) was unplugged: the TV window closed, the game goes on.</source>
        <translation>Se desconectó la pantalla de TV ({name}): la ventana de TV se cerró y la partida sigue.</translation>
    </message>
    <message>
        <source>TV window</source>
        <translation>Ventana de TV</translation>
    </message>
</context>
<context>
    <name>TvScreens</name>
    <message>
        <source>Screen {n} · {w}×{h}</source>
        <translation>Pantalla {n} · {w}×{h}</translation>
    </message>
    <message>
        <source>Screen {n}: {name} · {w}×{h}</source>
        <translation>Pantalla {n}: {name} · {w}×{h}</translation>
    </message>
</context>
<context>
    <name>TvStatus</name>
    <message>
        <source>Planar controller</source>
        <translation>Controlador planar</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Última tirada</translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation>Ninguna tirada este turno</translation>
    </message>
</context>
<context>
    <name>TvSummary</name>
    <message>
        <source>No game yet</source>
        <translation>Aún no hay partida</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation>{player} · {nth} tirada, un efecto</translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation>{player} · {nth} tirada este turno</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>Gana {who}</translation>
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
        <translation>Mesa de Planechase — TV</translation>
    </message>
</context>
<context>
    <name>UnsureDialog</name>
    <message numerus="yes">
        <source> (%n pip(s))</source>
        <translation>
            <numerusform> (%n punto)</numerusform>
            <numerusform> (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the die</source>
        <translation>Comprueba el dado</translation>
    </message>
    <message>
        <source>The camera isn&apos;t sure. It looks like &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;What does the die show?</source>
        <translation>La cámara no está segura. Parece &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;¿Qué muestra el dado?</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Volver a lanzar</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Planechase Table</source>
        <translation>Mesa de Planechase</translation>
    </message>
    <message>
        <source>Planechase at your table: the face-up plane, the planar die and the stack, big enough for everyone to read.</source>
        <translation>Planechase en tu mesa: el plano boca arriba, el dado planar y la pila, lo bastante grandes para que todos los lean.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Choose the players and their planar decks</source>
        <translation>Elige los jugadores y el mazo planar de cada uno</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Probar la demo</translation>
    </message>
    <message>
        <source>Four players, random planar decks, the virtual die</source>
        <translation>Cuatro jugadores con mazo planar aleatorio y el dado virtual</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>Partidas recientes…</translation>
    </message>
    <message>
        <source>Continue a game played before</source>
        <translation>Continuar una partida jugada antes</translation>
    </message>
</context>
<context>
    <name>_Panel</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
</TS>
