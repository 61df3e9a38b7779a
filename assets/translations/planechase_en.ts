<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
