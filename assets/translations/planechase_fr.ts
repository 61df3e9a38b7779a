<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>The last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new game starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game is back, but its latest actions may be missing: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrationWizard</name>
    <message>
        <source>Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ The profile reads all {n} of its pictures correctly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera found at {source} — enter the roll by hand; still looking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice in the tray: leave only one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something else is in the tray: take it out and leave only the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera moved: keep it steady; if it no longer sees the whole tray, calibrate again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera moved too far from where it was calibrated: put it back or calibrate again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something else in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera moved too far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera wasn&apos;t sure (it guessed {guess}, {percent}%); the table read {face}, entered by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraLink</name>
    <message>
        <source>The profile {name!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calibrate the camera again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>No camera found at {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardAutomation</name>
    <message>
        <source>choose one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count:scroll} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {R} for each charge counter: {count:charge} red mana.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount Keralia deals {info:pressure} damage to each creature and each planeswalker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prevent all damage that planes named Mount Keralia would deal to permanents {you} controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien Angel 2/2 (first strike, vigilance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scry 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pompeii deals {count:eruption} damage to each creature. Each player sacrifices a land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human Rogue 2/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 10 life?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy all nonland permanents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Have your life total become 20?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange life totals with {target}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redistribute life totals: list the players in the order that receives the totals as shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which plane goes on top of your planar deck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {revealed} on the bottom of your planar deck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until {you}&apos;s next turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untap up to two target creatures your team controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures {you} controls get +1/+1 and have haste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did {target} discard a land card? (Then {target} loses 3 life.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player sacrifices a nonland permanent, {rounds} time(s) in all ({you} flipped until winning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noncreature artifacts {you} controls have &quot;{T}, Sacrifice this artifact: Flip a coin. If you win the flip, this artifact deals 3 damage to any target.&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monarch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assassin 1/1 (deathtouch, haste)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have the city&apos;s blessing, draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green anchor or red waterfall?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green anchor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red waterfall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creatures can&apos;t attack {you}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{you} can&apos;t lose the game and {you}&apos;s opponents can&apos;t win the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} can&apos;t cast spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens: {you} didn&apos;t planeswalk to Unyaro this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untap all creatures. They phase out until a player planeswalks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All creatures that were untapped by Unyaro are phased out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phased-out permanents phase in now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight 2/2 (vigilance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each opponent, choose up to one target nonland permanent that opponent controls. Untap those permanents; they phase out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permanents chosen with The Doctor&apos;s Childhood Barn are phased out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goblin 1/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards can&apos;t enter from exile this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player exiles all creatures they control and creates X 1/1 green Saproling creature tokens, where X is the total power of the creatures they exiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain control of target artifact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacrifice a creature. Could you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliver 1/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shapeshifter 2/2 (changeling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soldier 1/1 (enters tapped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goat 0/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon 5/5 (flying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior 1/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zombie 2/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eldrazi 7/7 (annihilator 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Butterfly 1/1 (flying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alien 2/2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardDetailDialog</name>
    <message>
        <source>{name}: card text and rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+wheel down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text (Ctrl+wheel up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No official rulings are recorded for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: {label} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this card&apos;s data: {notes}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Tap to see {name} large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} moves the game: tap a plane or a Hellride corner · keys ←↑↓→, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses: {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moves as a list of buttons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <source>{player} chooses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <source>{player} chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide for now: the choice bar brings it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a card to see it large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards: tap one to see it large; scroll for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These abilities do the same thing: their order doesn&apos;t matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap an ability, then move it: the top one resolves first. Enter confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards go to the bottom of the planar deck together, in the order you choose: the top one lies nearest the top of the deck, the last one at the very bottom. Keep this order, or move a card and confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a player, then move them: the life totals shown go to the players top to bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planeswalking ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one mode as the ability goes on the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the target player as the ability goes on the stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the game moves on the Eternities Map (the map shows the same: tap a space there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accepted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommanderGrid</name>
    <message>
        <source>{commander} ({owner}): {n} combat damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap to enter commander damage (903.10a; 21 from one commander loses, 704.6c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max {n} · +{more}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommanderSheet</name>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat damage dealt to {player} by each opponent&apos;s commander (903.10a); 21 or more from one loses (704.6c). It changes life too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{commander} ({owner})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step:+d} combat damage from {commander}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander tax (903.8): {2} more for each earlier cast from the command zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{commander} was cast from the command zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cast {n}× · next costs {tax} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21 combat damage from {owner}&apos;s {commander} (704.6c): {player} loses — the table confirms with the seat&apos;s Leave button</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommanderStrip</name>
    <message>
        <source>Commander tax: {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{commander}: cast {n}× from the command zone; the next cast costs {tax} more (903.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap to record a cast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfirmForm</name>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planar deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck builder — {whose}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names, type lines and card text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include playtest cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unofficial playtest cards (Unknown Event); off by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected cards to the deck (or double-click a card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected cards out of the deck (or double-click a card in the deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved decks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name to save this deck under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: {cards}, {phenomena}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck breaks the deck rules (see under the deck): fix it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>901.15a: a legal shared planar deck for {players} players ({cards}, {phenomena}; at least {minimum} needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>901.3: a legal planar deck ({cards}, {phenomena}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planar deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}: {whose} has {cards}; it needs at least {minimum}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}: {whose} holds {names} more than once; each card must have a different English name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}: {whose} has {phenomena} ({names}); at most {max} are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {name!r} ({cards}) to {path}. The new-game wizard offers it under Saved decks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name for this deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: the deck needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck isn&apos;t saved. Close without saving it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Import a deck list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card per line, with an optional count (&quot;1 Akoum&quot;); lines starting with # are comments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Akoum
1 Bant
1 Chaotic Aether
…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Where this planar deck comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cards to deal (at least ten, 901.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{set} only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the deck builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a deck list: one card per line, e.g. &quot;1 Akoum&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ {note}: {cards}, {phenomena} — legal ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>The saved deck {name!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is no longer listed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiePanel</name>
    <message>
        <source>Planeswalker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effect, free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die: virtual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or enter a real die, read by hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a {face} read off a real die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who rolls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the camera sees (Camera ▸ Show camera…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what} triggered. Deal with it, then roll (116.2i).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the {step}, {what} triggers: Roll goes there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First, {waiting}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read {read}, counts as {counted}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EffectRow</name>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this effect now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EffectsView</name>
    <message>
        <source>until end of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until a player planeswalks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until a player planeswalks away from a plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until {player}&apos;s next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until your next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active effects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>The game is back, but undo can&apos;t go back before now: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>The planeswalking ability</source>
        <comment>ability.Planeswalking</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s ability</source>
        <comment>ability.of_card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the planeswalking ability</source>
        <comment>ability.planeswalking</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must choose {prompt}</source>
        <comment>busy.must_choose</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sources:list} triggered</source>
        <comment>busy.triggered</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}{card:key}{ability:key}</source>
        <comment>card.ability_text</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}{card:key}{ability:key}{step:key}{template:key}{fills:key}</source>
        <comment>card.say</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card name {given}</source>
        <comment>card.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card name {given}; did you mean {suggestions:or}?</source>
        <comment>card.unknown_suggest</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (#{id})</source>
        <comment>card.with_id</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In what order do {cards:and} go to the bottom of {deck}? The first is nearest the top.</source>
        <comment>choice.bottom_order</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every card once, nearest the top first, or &quot;keep&quot;: {options:semi}</source>
        <comment>choice.every_card_once</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every player once, in the order that receives the life totals as listed: {options:semi}</source>
        <comment>choice.every_player_once</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first choose: {prompt}</source>
        <comment>choice.first</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first choose the mode of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_mode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first choose the target of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_target</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: index {index} is out of range 0-{last}</source>
        <comment>choice.index_out_of_range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: a list choice holds option strings or indexes</source>
        <comment>choice.list_of_options</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: an option is listed twice</source>
        <comment>choice.listed_twice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right.</source>
        <comment>choice.map_move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right: {reason}.</source>
        <comment>choice.map_move.because</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must first choose where the game moves on the Eternities Map</source>
        <comment>choice.map_move_first</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space.</source>
        <comment>choice.map_move_or_hellride</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space: {reason}.</source>
        <comment>choice.map_move_or_hellride.because</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}, choose where {cards:and} go: the game moves up, down, left or right, and the cards there are shuffled into the planar deck.</source>
        <comment>choice.map_place</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no choice to make now</source>
        <comment>choice.none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: {given} is not one of the options: {options:semi}</source>
        <comment>choice.not_an_option</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: this choice takes one option: {options:semi}</source>
        <comment>choice.one_option</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list all {count} options in order, or name the one to resolve first</source>
        <comment>choice.order_all_or_one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order of {count} triggered abilities you control (list them first to resolve first)</source>
        <comment>choice.order_triggers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {least} or more, got {given}</source>
        <comment>command.at_least</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {given} is not a usable file path</source>
        <comment>command.bad_path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {problem}</source>
        <comment>command.bad_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine can&apos;t apply {action}</source>
        <comment>command.cannot_apply</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {detail}</source>
        <comment>command.cannot_build</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;kind&apos; must name the counter, e.g. &quot;scroll&quot;</source>
        <comment>command.counter_kind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} needs exactly one of &apos;delta&apos; or &apos;set&apos;</source>
        <comment>command.delta_or_set</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be empty</source>
        <comment>command.empty_field</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes {allowed:list}</source>
        <comment>command.extra_fields</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes no fields</source>
        <comment>command.extra_fields_none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {value!r}</source>
        <comment>command.field_bool</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} needs {key!r}</source>
        <comment>command.field_missing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {given}</source>
        <comment>command.field_type</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <comment>command.internal_error</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key} has {length} entries; at most {limit} are allowed</source>
        <comment>command.list_too_long</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed JSON: {detail} {where}</source>
        <comment>command.malformed_json</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} needs a &apos;path&apos; string</source>
        <comment>command.needs_path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a command needs a &quot;cmd&quot; string</source>
        <comment>command.no_cmd</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} takes no fields; got {given}</source>
        <comment>command.no_fields</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game yet: start one with {{&quot;cmd&quot;: &quot;new&quot;, ...}} or load a save</source>
        <comment>command.no_game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be a list of strings</source>
        <comment>command.not_names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a command must be a JSON object like {{&quot;cmd&quot;: &quot;{example}&quot;}}</source>
        <comment>command.not_object</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be one of {allowed:list}; got {given}</source>
        <comment>command.not_one_of</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r} takes only &apos;path&apos;</source>
        <comment>command.only_path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be within ±{limit:,}, got {given}</source>
        <comment>command.out_of_range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;rulings&apos; takes a &apos;card&apos; name</source>
        <comment>command.rulings_need_card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem:cap}.</source>
        <comment>command.sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key} is {length} characters long; at most {limit} are allowed</source>
        <comment>command.text_too_long</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command {given}</source>
        <comment>command.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is not a usable file path ({detail})</source>
        <comment>command.unusable_path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be 0</source>
        <comment>command.zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s commanders need names of 1-{most} characters without &apos;/&apos;</source>
        <comment>commander.bad_names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{commander} has been cast {count:,} times; that is past any real game</source>
        <comment>commander.cast_too_often</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has taken {taken} damage from {owner}/{commander}; can&apos;t take away {amount}</source>
        <comment>commander.damage_below_zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; names the dealing player &apos;from&apos;</source>
        <comment>commander.damage_from_not_source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by a teammate&apos;s commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_mate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; needs &apos;from&apos; (the commander&apos;s owner)</source>
        <comment>commander.damage_needs_from</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by their own commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_own</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {count} commanders; a player has one, or two partners (or a background)</source>
        <comment>commander.how_many</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has two commanders ({commanders:list}); name one with &apos;commander&apos;</source>
        <comment>commander.name_one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game has no commanders; start it in the commander format or name them with &apos;commanders&apos; (903)</source>
        <comment>commander.none_in_game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names {given}, who is not one of the players ({players:list})</source>
        <comment>commander.not_a_player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names a player twice</source>
        <comment>commander.player_twice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s two commanders need different names</source>
        <comment>commander.same_names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has no commander named {given}; their commanders: {commanders:list}</source>
        <comment>commander.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has {value:,} {kind} {value:plural:counter|counters}</source>
        <comment>correction.counters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no {kind} counters</source>
        <comment>correction.counters_none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is face up; table_planeswalk turns up a card in a planar deck</source>
        <comment>correction.face_up.table_planeswalk</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is face up; table_put moves a card in a planar deck</source>
        <comment>correction.face_up.table_put</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is in no planar deck</source>
        <comment>correction.in_no_deck</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} left the game with its owner, {owner}</source>
        <comment>correction.left_with_owner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game has no shared planar deck; name a player&apos;s deck</source>
        <comment>correction.no_shared_deck</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is not in {deck}</source>
        <comment>correction.not_in_deck</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} planeswalks to {card} (the table says so)</source>
        <comment>correction.planeswalks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>correction.put_on_bottom</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes on top of {deck}</source>
        <comment>correction.put_on_top</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} card(s); can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} reveals {n:plural:the top card|the top {n} cards} of {deck}</source>
        <comment>correction.reveals</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck:cap} is shuffled</source>
        <comment>correction.shuffled</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} counter(s); can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is face up more than once ({shown:list}); name it by id</source>
        <comment>counter.face_up_twice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is not face up; face up: {shown:list}</source>
        <comment>counter.not_face_up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{given} is not face up; face up: nothing</source>
        <comment>counter.not_face_up_nothing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {count} poison counter(s); can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has {count} {token} token(s); {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Eternities Map&apos;s planar deck</source>
        <comment>deck.Map</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <comment>deck.Shared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {cards:list} more than once; each card must have a different English name</source>
        <comment>deck.duplicates</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{whose} {problems:andit}</source>
        <comment>deck.illegal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <comment>deck.line_problem</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}: {given} copies of one card; at most {most} are read, and a planar deck holds each card once (901.3)</source>
        <comment>deck.line_too_many_copies</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problems:semi}</source>
        <comment>deck.list_problems</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problems:semi}; and {more} more lines</source>
        <comment>deck.list_problems_more</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck list is {length:,} characters long; at most {limit:,} are read</source>
        <comment>deck.list_too_long</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck list has {lines:,} lines; at most {limit:,} are read</source>
        <comment>deck.list_too_many_lines</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <comment>deck.owned</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shared planar deck</source>
        <comment>deck.shared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deck needs at least one card, not {size}</source>
        <comment>deck.size_below_one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chosen sets hold too few cards for a deck of {size}</source>
        <comment>deck.too_few_in_sets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has {count} {count:plural:phenomenon|phenomena} ({cards:list}); at most {most} are allowed</source>
        <comment>deck.too_many_phenomena</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has {size} {size:plural:card|cards}; it needs at least {minimum}</source>
        <comment>deck.too_small</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}: {problems:semi}</source>
        <comment>deck.unknown_cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown set {given:list}; the sets are {sets:list}</source>
        <comment>deck.unknown_sets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <comment>direction.down</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down left</source>
        <comment>direction.down_left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down right</source>
        <comment>direction.down_right</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <comment>direction.left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <comment>direction.right</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up</source>
        <comment>direction.up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up left</source>
        <comment>direction.up_left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up right</source>
        <comment>direction.up_right</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;add_effect&apos;: an effect until your next turn needs &apos;player&apos;</source>
        <comment>effect.next_turn_needs_player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: {ids:ids}</source>
        <comment>effect.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: none</source>
        <comment>effect.unknown_none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} leaves the stack: {reason}</source>
        <comment>event.ability_removed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} resolves</source>
        <comment>event.ability_resolved</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} triggers ({reason}), controlled by {controller}</source>
        <comment>event.ability_triggered</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: {count} {count:plural:ruling|rulings}</source>
        <comment>event.card_info</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>event.card_to_bottom</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up: {card} (from {deck})</source>
        <comment>event.card_turned_face_up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encountered: {card} (from {deck})</source>
        <comment>event.card_turned_face_up.phenomenon</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed from {deck}: {cards:list}</source>
        <comment>event.cards_revealed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed from {deck}: nothing</source>
        <comment>event.cards_revealed.nothing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <comment>event.chaos_ensued</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <comment>event.chaos_ensued.card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s choice for {source} is cancelled: {reason}</source>
        <comment>event.choice_cancelled</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chose: {choice:then}</source>
        <comment>event.choice_made</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} must choose: {prompt}</source>
        <comment>event.choice_requested</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} flips a coin: lost</source>
        <comment>event.coin_flipped.lost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} flips a coin: won</source>
        <comment>event.coin_flipped.won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} cast {commander} from the command zone (cast {casts} {casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more next time</source>
        <comment>event.commander_cast</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s {commander} dealt {amount} combat damage to {player} ({total} in all)</source>
        <comment>event.commander_damaged</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected: {amount} less damage from {owner}&apos;s {commander} to {player} ({total} in all)</source>
        <comment>event.commander_damaged.corrected</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {designations:list}</source>
        <comment>event.designation_changed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: no designations</source>
        <comment>event.designation_changed.none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}): {face}</source>
        <comment>event.die_rolled</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}, confidence {confidence:.2f}): {face}</source>
        <comment>event.die_rolled.confidence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect: {text} (until {until:words})</source>
        <comment>event.effect_began</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect ends ({reason}): {text}</source>
        <comment>event.effect_ended</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} will take an extra turn after this one</source>
        <comment>event.extra_turn_added</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {winner} wins</source>
        <comment>event.game_over</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: nobody is left</source>
        <comment>event.game_over.nobody</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {team:team} win</source>
        <comment>event.game_over.team</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: {players:list} with a planar deck each; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: {players:list} with one shared planar deck; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started.shared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <comment>event.instruction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s life: {old} → {new}</source>
        <comment>event.life_changed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <comment>event.loaded</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names:list} {count:plural:is|are} collected from the Eternities Map and shuffled into the planar deck</source>
        <comment>event.map_collected</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is dealt onto the Eternities Map at ({x}, {y})</source>
        <comment>event.map_dealt</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} moves {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} hellrides {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved.hellride</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additional {phases} after this phase</source>
        <comment>event.phases_added</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{new} is now the planar controller ({rule})</source>
        <comment>event.planar_controller_changed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} planeswalks from {away:list} to {to}</source>
        <comment>event.planeswalked</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} planeswalks from nothing to {to}</source>
        <comment>event.planeswalked.from_nothing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} selects {player} at random</source>
        <comment>event.player_chosen_at_random</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app selects {player} at random</source>
        <comment>event.player_chosen_at_random.by_app</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {kind} counters: {old} → {new}</source>
        <comment>event.player_counters_changed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} would lose the game ({reason}): the table confirms</source>
        <comment>event.player_flagged</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves the game</source>
        <comment>event.player_left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves the game; their planar cards leave with them ({count})</source>
        <comment>event.player_left.cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <comment>event.redone</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <comment>event.saved</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>103.7: {card} is a phenomenon; it goes to the bottom without triggering</source>
        <comment>event.setup_phenomenon_skipped</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting plane: {card} (no abilities trigger, 901.5)</source>
        <comment>event.starting_plane</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {step:step}</source>
        <comment>event.step_began</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the {step:step}: {reason}</source>
        <comment>event.stopped</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table correction: {text}</source>
        <comment>event.table_correction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chose {choice:list} as the target of {ability}</source>
        <comment>event.target_chosen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s): {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s) (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {name} tokens: {n} left the battlefield, {count} remain</source>
        <comment>event.tokens_left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <comment>event.turn_began</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s extra turn</source>
        <comment>event.turn_began.extra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn ends (723): {player}&apos;s turn skips to its cleanup step</source>
        <comment>event.turn_ended</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order reversed: {order:arrow}</source>
        <comment>event.turn_order_reversed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <comment>event.undone</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at character {at}</source>
        <comment>input.at_character</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end of {what}</source>
        <comment>input.at_end</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a number this input may hold</source>
        <comment>input.constant</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <comment>input.in</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be a number, not {given}</source>
        <comment>input.not_a_number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} {where}</source>
        <comment>input.not_json</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode</source>
        <comment>input.not_unicode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode: {given}</source>
        <comment>input.not_unicode_quoted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (a bad byte at {at})</source>
        <comment>input.not_utf8</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {given}</source>
        <comment>input.not_whole_number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} must be from {low:g} to {high:g}, not {given}</source>
        <comment>input.not_within</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number {given} is too large</source>
        <comment>input.number_too_large</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck list</source>
        <comment>input.the_deck_list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file</source>
        <comment>input.the_file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line</source>
        <comment>input.the_line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} nests arrays or objects more than {limit} deep</source>
        <comment>input.too_deep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is longer than {limit} bytes</source>
        <comment>input.too_long</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is {size} bytes; at most {limit} are read</source>
        <comment>input.too_many_bytes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number {given} has more than {digits} digits</source>
        <comment>input.too_many_digits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} can&apos;t be read: {detail}</source>
        <comment>input.unreadable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} isn&apos;t face up: its {kind} counter counts for this ability only</source>
        <comment>instruction.counter_not_face_up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game can&apos;t move on the Eternities Map: the planar deck has no card to deal</source>
        <comment>instruction.map_stuck</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It isn&apos;t a main phase, so there is no additional combat phase</source>
        <comment>instruction.no_extra_combat</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>701.31a: only the planar controller ({controller}) may planeswalk, so {roller}&apos;s planeswalking ability does nothing</source>
        <comment>instruction.not_planar_controller</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>901.8: {roller}&apos;s planeswalking ability resolves; 701.31a: only the planar controller may planeswalk, so {player} planeswalks for the team</source>
        <comment>instruction.team_planeswalks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>103.8b: the team that goes first skips the draw step of its first turn</source>
        <comment>instruction.team_skips_draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game can&apos;t move {direction:dir}: the planar deck has no card to deal there; move {options:list}.</source>
        <comment>map.cannot_move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can hellride only onto an empty space; {direction:Dir} holds {cards:and}.</source>
        <comment>map.hellride_not_empty</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Eternities Map uses one planar deck of every plane in the pool (901.15); give shared_deck.</source>
        <comment>map.needs_shared_deck</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards:and} go into the space the game moves to: move up, down, left or right; you can&apos;t hellride now.</source>
        <comment>map.no_hellride_with_cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Planeswalker roll to resolve: the game moves on the Eternities Map only when the planeswalking ability resolves (901.8).</source>
        <comment>map.no_move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the planar deck has no plane card</source>
        <comment>map.no_plane</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the direction must be one of {allowed:list}; got {given}</source>
        <comment>map.not_a_direction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game isn&apos;t played on the Eternities Map.</source>
        <comment>map.not_the_variant</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;choose&apos;: name one direction: {options:list}</source>
        <comment>map.one_direction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list}.</source>
        <comment>map.phenomena_off</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list} and more.</source>
        <comment>map.phenomena_off_more</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; takes &apos;phenomena&apos; and &apos;planeswalk_effects&apos;, not {given:list}</source>
        <comment>map.settings_extra</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; must be an object with &apos;phenomena&apos; and &apos;planeswalk_effects&apos;</source>
        <comment>map.settings_not_object</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;map_settings.{key}&apos; must be one of {allowed:list}; got {given}</source>
        <comment>map.settings_not_one_of</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beginning phase</source>
        <comment>phases.beginning</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat phase followed by an additional main phase</source>
        <comment>phases.combat_and_main</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (empty deck)</source>
        <comment>planeswalk.to_nothing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <comment>player.left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player named {given}; the players are {players:list}</source>
        <comment>player.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player planeswalked</source>
        <comment>reason.a_player_planeswalked</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game planeswalks away from {cards:and} (704.6f)</source>
        <comment>reason.away_from_phenomenon</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} says to planeswalk</source>
        <comment>reason.card_says_planeswalk</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chaos ensued</source>
        <comment>reason.chaos_ensued</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chaos ensued for revealed {card}</source>
        <comment>reason.chaos_ensued_revealed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>514.2: cleanup step</source>
        <comment>reason.cleanup_step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} or more {kind} counters</source>
        <comment>reason.counters_at_least</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect says to planeswalk ({rule})</source>
        <comment>reason.effect_says_planeswalk</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encountered</source>
        <comment>reason.encountered</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended by the table</source>
        <comment>reason.ended_by_the_table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face} roll</source>
        <comment>reason.face_roll</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planeswalked away from</source>
        <comment>reason.planeswalked_away_from</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planeswalked to</source>
        <comment>reason.planeswalked_to</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planeswalker symbol rolled</source>
        <comment>reason.planeswalker_rolled</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that player left; their next turn would have begun</source>
        <comment>reason.player_left_before_turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed by the table</source>
        <comment>reason.removed_by_the_table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported by the table</source>
        <comment>reason.reported_by_the_table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step:step}</source>
        <comment>reason.step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table says to planeswalk</source>
        <comment>reason.table_says_planeswalk</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s turn began</source>
        <comment>reason.turn_began</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;confidence&apos; must be between 0 and 1, got {given}</source>
        <comment>roll.bad_confidence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} can&apos;t roll yet: on the way from the {passed:step} to the main phase, {reason} at the {step:step}. Go to that step and deal with it first</source>
        <comment>roll.busy_on_the_way</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect</source>
        <comment>roll.by_effect</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost {{{cost}}}</source>
        <comment>roll.cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face}</source>
        <comment>roll.face</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face}, counted as {counted}</source>
        <comment>roll.face_counted_as</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a {source} reading needs a &apos;face&apos;</source>
        <comment>roll.needs_face</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has left the game; their turn ends with no active player, so nobody may roll the planar die</source>
        <comment>roll.no_active_player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is the {step:step}</source>
        <comment>roll.not_main_phase</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is {team:team}&apos;s turn</source>
        <comment>roll.not_your_turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may roll the planar die only while the stack is empty; {count} {count:plural:ability is|abilities are} waiting</source>
        <comment>roll.stack_not_empty</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a face comes from a physical die; give a &apos;source&apos; of manual, camera or serial, or leave out &apos;face&apos; for a virtual roll</source>
        <comment>roll.virtual_face</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}: {message}</source>
        <comment>rule.cited</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing changed: the autosave failed ({problem})</source>
        <comment>save.autosave_failed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can&apos;t read {path}: {detail}</source>
        <comment>save.cannot_read</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can&apos;t write {path}: {detail}</source>
        <comment>save.cannot_write</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupt JSON: {detail}</source>
        <comment>save.corrupt_json</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{origin} is damaged: {detail}</source>
        <comment>save.damaged</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is larger than {limit} bytes: too large to be a save file</source>
        <comment>save.larger_than</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no save file at {path}</source>
        <comment>save.missing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{origin} was saved by a newer version (save format {version}; this app reads up to {newest}). Update the app to open it</source>
        <comment>save.newer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{origin} has no valid version number</source>
        <comment>save.no_version</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <comment>save.not_a_file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{origin} is not a Planechase save file</source>
        <comment>save.not_a_save</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can&apos;t save {path}: the game holds text that is not valid Unicode ({given})</source>
        <comment>save.not_unicode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaying the saved actions doesn&apos;t give the saved game</source>
        <comment>save.replay_differs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is {size} bytes: too large to be a save file</source>
        <comment>save.too_large</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo step {step} ({cmd:words}) no longer applies: {problem}</source>
        <comment>save.undo_step_fails</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{origin} has an unknown save format version {version}</source>
        <comment>save.unknown_version</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{origin} is not a readable save file ({problem})</source>
        <comment>save.unreadable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won&apos;t overwrite {path}: it isn&apos;t a save this version can read ({problem}). Move it away or choose another file.</source>
        <comment>save.wont_overwrite</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting_life must be a positive number, got {given}</source>
        <comment>setup.bad_life</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player name {given} must be 1-{most} characters with no leading or trailing spaces</source>
        <comment>setup.bad_player_name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;variant&apos; must be {variant} or null; got {given}</source>
        <comment>setup.bad_variant</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;commanders&apos; must map each player to a list of commanders</source>
        <comment>setup.commanders_not_map</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for {given:list}</source>
        <comment>setup.decks_per_player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for nobody</source>
        <comment>setup.decks_per_player_none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;map_settings&apos; is only for the {variant} variant</source>
        <comment>setup.map_settings_without_map</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck has no plane card</source>
        <comment>setup.no_plane</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos; needs exactly one of &apos;decks&apos; (one per player), &apos;shared_deck&apos; or &apos;random_decks&apos;</source>
        <comment>setup.one_deck_kind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Planechase game here seats {least} to {most} players; got {count}</source>
        <comment>setup.player_count</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name!r} is reserved for the shared planar deck</source>
        <comment>setup.reserved_name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player names must be different: {players:list}</source>
        <comment>setup.same_names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting_player {player} is not a primary player; name {primary} to have {team:team}&apos;s team start (901.12b)</source>
        <comment>setup.starter_not_primary</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting_player {given} is not one of the players ({players:list})</source>
        <comment>setup.starter_unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each Two-Headed Giant team has two players; {given} is {count}</source>
        <comment>setup.team_size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Two-Headed Giant game needs &apos;teams&apos; (810.1)</source>
        <comment>setup.teams_missing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos;: a Two-Headed Giant game needs &apos;teams&apos;, e.g. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</source>
        <comment>setup.teams_missing_example</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;teams&apos; is only for the two_headed_giant format</source>
        <comment>setup.teams_not_2hg</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;teams&apos; must be a list of pairs of player names</source>
        <comment>setup.teams_not_list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;teams&apos; must seat every player once ({players:list}); got {given}</source>
        <comment>setup.teams_seat_everyone</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-Headed Giant needs two or more teams; got {count}</source>
        <comment>setup.too_few_teams</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;decks&apos; has {count} entries; one per player</source>
        <comment>setup.too_many_decks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stack is empty: there is nothing to resolve</source>
        <comment>stack.empty</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stack must be empty to {what}; {count} {count:plural:ability is|abilities are} on it: resolve or remove them first</source>
        <comment>stack.must_be_empty</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds {ids:ids}</source>
        <comment>stack.no_such_item</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds nothing</source>
        <comment>stack.no_such_item_empty</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move to another step</source>
        <comment>stack.to_move_to_another_step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move to the next step</source>
        <comment>stack.to_move_to_the_next_step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beginning of combat</source>
        <comment>step.beginning_of_combat</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cleanup step</source>
        <comment>step.cleanup</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat damage step</source>
        <comment>step.combat_damage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare attackers step</source>
        <comment>step.declare_attackers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare blockers step</source>
        <comment>step.declare_blockers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw step</source>
        <comment>step.draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end step</source>
        <comment>step.end</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of combat step</source>
        <comment>step.end_of_combat</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second main phase</source>
        <comment>step.postcombat_main</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first main phase</source>
        <comment>step.precombat_main</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untap step</source>
        <comment>step.untap</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>step.upkeep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>text.english</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}&apos;s {kind} counters</source>
        <comment>total.counters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s life total</source>
        <comment>total.life</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {token} tokens</source>
        <comment>total.tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} would be {value:,}; totals stay within ±{limit:,}</source>
        <comment>total.too_large</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has abilities 0-{last}, not {index}</source>
        <comment>trigger.no_such_ability</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}&apos;s ability {index} is not one the table reports; the app puts its step, roll, chaos and planeswalk triggers on the stack itself</source>
        <comment>trigger.not_table_reported</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not reach the {step:step}</source>
        <comment>turn.could_not_reach</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over (nobody is left); undo or start a new game</source>
        <comment>turn.game_over_nobody</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over ({winner} won); undo or start a new game</source>
        <comment>turn.game_over_won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody is left to take a turn</source>
        <comment>turn.nobody_left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>type.bool</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <comment>type.dict</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <comment>type.float</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>type.int</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <comment>type.list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <comment>type.str</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo: this is the start of the game</source>
        <comment>undo.at_start</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing more to undo: undo reaches back {kept:,} actions at most, and the {dropped:,} before them are no longer kept</source>
        <comment>undo.no_more</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <comment>undo.nothing_to_redo</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>, </source>
        <comment>between items of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between sentences of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; then </source>
        <comment>between choices made one after the other</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; and it </source>
        <comment>between the problems of one deck</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the players of a team</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the end of a list: &apos;A, B and C&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>the end of a list: &apos;A, B or C&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <comment>between alternatives</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planeswalker</source>
        <comment>die face</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>die face</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blank</source>
        <comment>die face</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual</source>
        <comment>roll source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manual</source>
        <comment>roll source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera</source>
        <comment>roll source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serial</source>
        <comment>roll source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>until ...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>until ...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planeswalk away from plane</source>
        <comment>until ...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your next turn</source>
        <comment>until ...</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <comment>until ...</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Deck list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same players, seating and starting life; random decks dealt anew, other decks shuffled again, from a new seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a different game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action (a misclick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{turns} turns · {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 turn · {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {n} planes visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{life} life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · {poison} poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rematch: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeepAside</name>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. The file is kept as {kept}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. It couldn&apos;t be moved aside ({error}) and is left at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LastSetup</name>
    <message>
        <source>The last players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rolls only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the roll audit: who rolled, cost, source, face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll audit: who rolled, the cost, the source and the face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table correction: fixed by hand, not a rule or a roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recent games: {notes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar history: the planes visited and the cards left in each planar deck (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects and the game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu: game, play, view, camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll the planar die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;solve the top of the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve (keypad)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fix the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upright screen (laptop, TV at one end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat screen (in the middle of the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card faces the active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card faces the planar controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface size {wanted:.2f} doesn&apos;t fit this window; the table is drawn at {drawn:.2f}, the most it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: {action} (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: {action} (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last game?

{summary}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapOptions</name>
    <message>
        <source>Hellride only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move like a Planeswalker roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move one step at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: phenomena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article the variant comes from predates phenomena.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: effects that planeswalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar Tunnel and Spatial Merging: how the game moves on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One planar deck of every plane in the pool (phenomena off), shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One planar deck of every plane and phenomenon in the pool, shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phenomenon is met only by hellriding onto it; once it&apos;s resolved it goes to the bottom and a plane is dealt in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phenomena are dealt like planes and met when the game moves onto one; once it&apos;s resolved the game moves on, and it stays on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No phenomena in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active player chooses the direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody chooses: up, down, left or right at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s plane is dealt in the Tunnel&apos;s place; Spatial Merging&apos;s two planes go where the game moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s and Spatial Merging&apos;s planes go where the game moves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Eternities Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} — Enter to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is dealt here from the top of the planar deck and the game moves to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random decks, shuffles and the random starting player come from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to four players with random decks (the last players are offered otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-for-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-Headed Giant (810, 901.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander (903)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander in teams: commander damage and tax for every player (903)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planechase (901)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eternities Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planes lie in a grid; a Planeswalker roll moves the game one step up, down, left or right, or diagonally onto an empty space (hellriding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar decks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player brings one (901.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One shared deck for the table (901.15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, in seating (turn) order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting life:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n}: {a} and {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message>
        <source>Planar history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visited, in order ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No planar history is recorded for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}: {n} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{owner}: 1 card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting plane, {player}&apos;s deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: turned up by {player} when its owner&apos;s cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player} encountered it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player} planeswalked here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face up now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read {name}&apos;s text and rulings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>No plane is face up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is this player&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar controller (901.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap: 1 · hold: 5, repeating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison counters (ten or more: 704.5c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave game: this player leaves (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} lose?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} loses?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21 from {owner}&apos;s {commander}: {losers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21 dmg: lose?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would lose — confirm ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose? ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{why}

Confirm: {player} leaves the game{team}. Their planar cards leave with them ({rule}). Undo can bring them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with {mate} (810.8a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} concedes for the team: {player} and {mate} leave the game together (810.8b)?

Their planar cards leave with them (901.10). Undo can bring them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves the game?

Their planar cards leave with them (800.4a). Undo can bring them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {a} &amp; {b} · {life}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team with {mate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} · −/+ on {primary}&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team life: on {primary}&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{flag}: the table confirms with this seat&apos;s Leave button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): −/+ on this seat change it for {mate} too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): change it on {mate}&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s poison counters (fifteen or more: 704.6b)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>{name} (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} won on turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over on turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no plane face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On {planes} · last played {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the current game? It stays in Game ▸ Recent games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game couldn&apos;t be kept in Recent games: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game can&apos;t be resumed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is kept as {kept}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games left for a new one or for another recent game. Resume one to carry on where it was, undo included; the game on the table then goes into this list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent games yet: a game goes here when a new game replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this player their team&apos;s primary player: the team&apos;s turn, planar controller and first seat are theirs (901.12b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner or background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A commander&apos;s name (903.3); a second one for partners or a commander and its background (903.3c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n} · primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the pictures come from and which die lies in the tray; calibrate once per die and light (Camera ▸ Calibrate…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A camera number (0 is the first camera), a video file, a folder of pictures, or synthetic:seed=2 for a demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibration&apos;s name (Camera ▸ Calibrate…); one per die and camera set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower&apos;s USB serial port and speed: Find towers asks every port, a simulator&apos;s too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which pip values of a d6 are Planeswalker and Chaos, e.g. 1=planeswalker,6=chaos; the others are blank. A dice tower that reports pips uses it too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d6 face map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the table looks: colours, sizes, which way the cards face, and the language it speaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface size (TV: 1.5-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StackItemWidget</name>
    <message>
        <source>Planeswalking ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controller: {name} · Target: {targets}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controller: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it off the stack without resolving it (countered, or a mistake)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StackView</name>
    <message>
        <source>Chaos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planeswalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve the top of the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting to go on the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {player} to choose: {question}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message>
        <source>Fix the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix a mistake by hand: a forgotten trigger, a miscounted counter, a misplaced card. Each fix is logged as a table correction, never as a roll, and Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planeswalk to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a counter on a face-up plane to the number the table agrees on. Ten scroll counters on Aretopolis still trigger it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a card of a planar deck on its top or its bottom. The cards are listed by name: the deck&apos;s order stays hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table says so: the planar controller planeswalks to this card instead of the top one. The face-up cards go to the bottom and everything a planeswalk triggers happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planeswalk there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the top cards of a planar deck. Nothing moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle a planar deck (with the game&apos;s own random numbers, so Redo shuffles it the same way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck} ({n} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer {player}&apos;s question first, or Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a face-up plane and name the counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a planar deck and a card in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a planar deck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message>
        <source>The tower says: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} lines without a checksum refused (this tower checksums its lines)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>e.g. /dev/ttyACM0 or COM3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower&apos;s serial port: press Find towers, or type its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find towers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the USB serial ports for a few seconds and ask each for a tower&apos;s HELLO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower&apos;s serial speed (115200 unless its sketch says otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower baud rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for towers… (a few seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No serial ports found. Is the tower plugged in? You can also type a path.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Game over · {a} and {b} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over · {winner} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over · nobody is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} · {player} · {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance to the next turn&apos;s first main phase; stops early where something triggers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order runs the other way round the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order follows the seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra turns: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll: {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active player&apos;s next roll of the planar die costs {cost} mana (116.2i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll: {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d, 116.2i)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message>
        <source>&amp;TV window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plane, the roll and whose turn, full screen on a TV or projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV window &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the table&apos;s window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no second screen: open the TV window anyway, as a window on this screen?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no screen {n} (this computer has {count}; View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TV window shares the table&apos;s screen, so it opens as a window: choose another screen in View ▸ TV window on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV window closed — View ▸ TV window opens it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TV screen ({name}) was unplugged: the TV window closed, the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TV window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TvScreens</name>
    <message>
        <source>Screen {n} · {w}×{h}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen {n}: {name} · {w}×{h}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TvStatus</name>
    <message>
        <source>Planar controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TvWindow</name>
    <message>
        <source>Planechase Table — TV</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnsureDialog</name>
    <message numerus="yes">
        <source> (%n pip(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Check the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera isn&apos;t sure. It looks like &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;What does the die show?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Planechase Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planechase at your table: the face-up plane, the planar die and the stack, big enough for everyone to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players and their planar decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players, random planar decks, the virtual die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a game played before</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Panel</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
