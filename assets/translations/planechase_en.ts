<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CalibrationWizard</name>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation>
            <numerusform>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before the %n picture.</numerusform>
            <numerusform>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n pictures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation>
            <numerusform>%n picture of the empty tray taken</numerusform>
            <numerusform>%n pictures of the empty tray taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation>
            <numerusform>Takes %n picture in a moment</numerusform>
            <numerusform>Takes %n pictures in a moment</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation>
            <numerusform>%n picture taken ✓</numerusform>
            <numerusform>All %n pictures taken ✓</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation>
            <numerusform>✓ The profile reads its %n picture correctly.</numerusform>
            <numerusform>✓ The profile reads all %n of its pictures correctly.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation>
            <numerusform>{face} (%n pip)</numerusform>
            <numerusform>{face} (%n pips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message numerus="yes">
        <source>%n card(s): tap one to see it large; scroll for more.</source>
        <translation>
            <numerusform>%n card: tap one to see it large; scroll for more.</numerusform>
            <numerusform>%n cards: tap one to see it large; scroll for more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation>
            <numerusform>shared deck for %n player</numerusform>
            <numerusform>shared deck for %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n phenomenon</numerusform>
            <numerusform>%n phenomena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) shown</source>
        <translation>
            <numerusform>%n card shown</numerusform>
            <numerusform>%n cards shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckListText</name>
    <message numerus="yes">
        <source>and %n more line(s)</source>
        <comment>after a deck list&apos;s problems</comment>
        <translation>
            <numerusform>and %n more line</numerusform>
            <numerusform>and %n more lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>%n phenomenon</numerusform>
            <numerusform>%n phenomena</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation>
            <numerusform>%n plane visited</numerusform>
            <numerusform>%n planes visited</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message numerus="yes">
        <source>%n planar deck(s) need attention (see above).</source>
        <translation>
            <numerusform>%n planar deck needs attention (see above).</numerusform>
            <numerusform>%n planar decks need attention (see above).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message numerus="yes">
        <source>{owner}: %n card(s) left</source>
        <translation>
            <numerusform>{owner}: %n card left</numerusform>
            <numerusform>{owner}: %n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation>
            <numerusform>%n file couldn&apos;t be read and was kept aside:</numerusform>
            <numerusform>%n files couldn&apos;t be read and were kept aside:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message numerus="yes">
        <source>{deck} (%n card(s))</source>
        <translation>
            <numerusform>{deck} (%n card)</numerusform>
            <numerusform>{deck} (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation>
            <numerusform>%n line without a checksum refused (this tower checksums its lines)</numerusform>
            <numerusform>%n lines without a checksum refused (this tower checksums its lines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation>
            <numerusform>heard %n s ago</numerusform>
            <numerusform>heard %n s ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation>
            <numerusform>heard %n min ago</numerusform>
            <numerusform>heard %n min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation>
            <numerusform>The tower read {face} (%n pip)</numerusform>
            <numerusform>The tower read {face} (%n pips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message numerus="yes">
        <source>No tower answered on the %n serial port(s); pick one, or check the cable and the baud rate.</source>
        <translation>
            <numerusform>No tower answered on the %n serial port; pick one, or check the cable and the baud rate.</numerusform>
            <numerusform>No tower answered on the %n serial ports; pick one, or check the cable and the baud rate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation>
            <numerusform>(%n tower)</numerusform>
            <numerusform>(%n towers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation>
            <numerusform>%n tower found (starred); keeping {port}.</numerusform>
            <numerusform>%n towers found (starred); keeping {port}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message numerus="yes">
        <source>There is no screen {n} (this computer has %n screen(s); View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation>
            <numerusform>There is no screen {n} (this computer has %n screen; View ▸ TV window lists them): the table starts without the TV window.</numerusform>
            <numerusform>There is no screen {n} (this computer has %n screens; View ▸ TV window lists them): the table starts without the TV window.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnsureDialog</name>
    <message numerus="yes">
        <source> (%n pip(s))</source>
        <translation>
            <numerusform> (%n pip)</numerusform>
            <numerusform> (%n pips)</numerusform>
        </translation>
    </message>
</context>
</TS>
