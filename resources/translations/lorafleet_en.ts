<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English plural forms only: the sources are English, but "%n adapter(s)" needs its singular and plural. -->
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>lorafleet::CommandLine</name>
    <message numerus="yes">
        <source>Top %n adapter(s): observed, fitted</source>
        <translation>
            <numerusform>Top %n adapter: observed, fitted</numerusform>
            <numerusform>Top %n adapters: observed, fitted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n adapter(s): observed, fitted</source>
        <translation>
            <numerusform>Last %n adapter: observed, fitted</numerusform>
            <numerusform>Last %n adapters: observed, fitted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>empirical: %n adapter(s) as logged, the rest a Zipf tail (s = %1) with %2 of the requests</source>
        <translation>
            <numerusform>empirical: %n adapter as logged, the rest a Zipf tail (s = %1) with %2 of the requests</numerusform>
            <numerusform>empirical: %n adapters as logged, the rest a Zipf tail (s = %1) with %2 of the requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the requests read are all for one adapter (%2) and %n other line(s) are bad (line %3: %4): no skew to fit</source>
        <translation>
            <numerusform>%1: the requests read are all for one adapter (%2) and %n other line is bad (line %3: %4): no skew to fit</numerusform>
            <numerusform>%1: the requests read are all for one adapter (%2) and %n other lines are bad (line %3: %4): no skew to fit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lorafleet::ImportTrafficDialog</name>
    <message numerus="yes">
        <source>The requests read from %1 are all for one adapter (%2) and %n other line(s) are bad (line %3: %4): there is no skew to fit.</source>
        <translation>
            <numerusform>The requests read from %1 are all for one adapter (%2) and %n other line is bad (line %3: %4): there is no skew to fit.</numerusform>
            <numerusform>The requests read from %1 are all for one adapter (%2) and %n other lines are bad (line %3: %4): there is no skew to fit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lorafleet::RequestLogReader</name>
    <message numerus="yes">
        <source>no request could be read: all %n line(s) are bad (line %1: %2)</source>
        <translation>
            <numerusform>no request could be read: the one line is bad (line %1: %2)</numerusform>
            <numerusform>no request could be read: all %n lines are bad (line %1: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lorafleet::VerdictText</name>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s): each gets more traffic than the break-even share (%1).</source>
        <translation>
            <numerusform>Dedicate the most popular adapter: it gets more traffic than the break-even share (%1).</numerusform>
            <numerusform>Dedicate the %n most popular adapters: each gets more traffic than the break-even share (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s) and multiplex the other %1: %2 in all, %3 a month.</source>
        <translation>
            <numerusform>Dedicate the most popular adapter and multiplex the other %1: %2 in all, %3 a month.</numerusform>
            <numerusform>Dedicate the %n most popular adapters and multiplex the other %1: %2 in all, %3 a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s) and serve the last one on a multiplexed GPU: %1 in all, %2 a month.</source>
        <translation>
            <numerusform>Dedicate the most popular adapter and serve the last one on a multiplexed GPU: %1 in all, %2 a month.</numerusform>
            <numerusform>Dedicate the %n most popular adapters and serve the last one on a multiplexed GPU: %1 in all, %2 a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dedicate %n, the last one multiplexed, on %1: %2</source>
        <translation>
            <numerusform>Dedicate 1, the last one multiplexed, on %1: %2</numerusform>
            <numerusform>Dedicate %n, the last one multiplexed, on %1: %2</numerusform>
        </translation>
    </message>
</context>
</TS>
