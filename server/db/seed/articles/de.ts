import type { JournalCopy } from './copy';

export const de: JournalCopy = {
  tags: {
    running: 'Laufen',
    training: 'Training',
    beginners: 'Einsteiger',
    performance: 'Leistung',
    trail: 'Trail',
    recovery: 'Regeneration',
    strength: 'Kraft',
    care: 'Pflege',
    gear: 'Ausrüstung',
  },
  articles: {
    'first-5k-plan': {
      title: 'Deine ersten 5 km: ein Acht-Wochen-Plan',
      subtitle: 'Vom Sofa an die Startlinie, mit drei Läufen pro Woche.',
      description:
        'Ein Acht-Wochen-Plan für deine ersten 5 km: drei kurze Einheiten pro Woche, Gehpausen inklusive.',
      intro: [
        'Fünf Kilometer sind die Strecke, mit der die meisten anfangen, und das aus gutem Grund: lang genug für ein echtes Erfolgserlebnis, kurz genug, um sich in zwei Monaten vorzubereiten.',
        'Der Plan sieht drei Einheiten von 20 bis 35 Minuten pro Woche vor. Lass einen Tag dazwischen und lauf so langsam, dass du dich noch unterhalten kannst.',
      ],
      heading: 'Acht Wochen, Woche für Woche',
      items: [
        'Woche 1–2: eine Minute laufen, neunzig Sekunden gehen, achtmal.',
        'Woche 3–4: drei Minuten laufen, zwei gehen, fünfmal.',
        'Woche 5–6: acht Minuten laufen, zwei gehen, dreimal.',
        'Woche 7: zwanzig Minuten locker laufen, ohne Pause.',
        'Woche 8: ein Ruhetag vor deinem 5-km-Lauf, dann lauf ihn in deinem Tempo.',
      ],
      outro:
        'Eine Einheit verpasst? Wiederhole die Woche, statt vorzuspringen. Das Ziel ist, mit dem Gefühl ins Ziel zu kommen, dass noch etwas mehr gegangen wäre.',
    },
    'tempo-runs-explained': {
      title: 'Tempodauerlauf einfach erklärt',
      subtitle: 'Die „angenehm harte“ Einheit, die dein Wettkampftempo leichter macht.',
      description:
        'Was ein Tempodauerlauf ist, wie schnell du ihn läufst und wie er in deine Woche passt, mit einem kurzen Video.',
      intro: [
        'Ein Tempodauerlauf ist eine gleichmäßige Belastung von 20 bis 40 Minuten in dem Tempo, das du im Wettkampf etwa eine Stunde halten könntest. Er soll sich angenehm hart anfühlen: kurze Sätze gehen, ganze Gespräche nicht.',
        'Tempotraining hebt das Tempo, das du halten kannst, bevor die Ermüdung einsetzt. Deshalb steht es im Zentrum der meisten Pläne für 10 km und Halbmarathon.',
      ],
      heading: 'Deine erste Tempoeinheit',
      items: [
        'Wärm dich 10 Minuten locker auf und lauf ein paar kurze Steigerungen.',
        'Lauf 20 Minuten im Tempobereich; gleichmäßig ist wichtiger als schnell.',
        'Lauf 10 Minuten locker aus oder geh.',
        'Verlängere alle zwei Wochen um fünf Minuten, bis 40 Minuten.',
      ],
      outro:
        'Eine Tempoeinheit pro Woche reicht völlig. Lauf sie mit frischen Beinen und halte den Tag danach locker.',
    },
    'trail-running-first-steps': {
      title: 'Abseits der Straße: erste Schritte im Trail',
      subtitle: 'Weicher Boden, steile Anstiege, langsamere Uhr: warum das in Ordnung ist.',
      description:
        'So beginnst du mit Trailrunning: nach Gefühl laufen, Anstiege gehen, Schuhe mit Grip und was du mitnehmen solltest.',
      intro: [
        'Trails belohnen Neugier. Der Boden schont die Gelenke, die Aussicht ist schöner, und jeder Lauf ist ein wenig anders als der letzte.',
        'Rechne damit, langsamer zu sein als auf der Straße, manchmal eine Minute pro Kilometer oder mehr. Lauf nach Gefühl, nicht nach Tempo, und lass das Gelände den Rhythmus bestimmen.',
      ],
      heading: 'Vor deinem ersten Traillauf',
      items: [
        'Wähle eine markierte Runde von 5 bis 8 Kilometern, die du auch gehend verlassen kannst.',
        'Geh die steilen Anstiege: Das machen auch erfahrene Trailläufer.',
        'Schau drei, vier Schritte voraus, nicht auf deine Füße.',
        'Trag Schuhe mit grobem Profil für Halt auf Schlamm und losem Geröll.',
        'Nimm Wasser mit und sag jemandem, wohin du läufst.',
      ],
      outro:
        'Fang mit einem Traillauf pro Woche neben deinen Straßenläufen an, deine Sprunggelenke werden es dir danken.',
    },
    'rest-days-that-make-you-faster': {
      title: 'Ruhetage, die dich schneller machen',
      subtitle: 'Training ermüdet dich; Regeneration macht dich stärker.',
      description:
        'Warum Ruhetage zählen, wie aktive Erholung aussieht und woran du merkst, dass du noch einen Tag Pause brauchst.',
      intro: [
        'Form entsteht zwischen den Einheiten, nicht währenddessen. Ein harter Lauf setzt den Reiz; Schlaf, Essen und Ruhe machen daraus Fortschritt.',
        'Die meisten Läuferinnen und Läufer brauchen mindestens einen kompletten Ruhetag pro Woche, mehr, wenn Umfang oder Intensität steigen.',
      ],
      heading: 'Ein guter Regenerationstag',
      items: [
        'Schlaf sieben bis neun Stunden: Das ist das wirksamste Mittel zur Erholung.',
        'Iss innerhalb von zwei Stunden nach einer harten Einheit Eiweiß und Kohlenhydrate.',
        'Geh spazieren, fahr locker Rad oder schwimm 20 bis 30 Minuten, wenn du dich bewegen willst.',
        'Gönn dir einen Extratag, wenn dein Ruhepuls höher ist als sonst oder die Beine noch schwer sind.',
      ],
      outro:
        'Ruhe ist Teil des Plans, keine Pause davon. Trag sie in deine Woche ein wie jeden Lauf.',
    },
    'strength-moves-for-runners': {
      title: 'Vier Kraftübungen, die jeder Läufer braucht',
      subtitle: 'Zweimal pro Woche zwanzig Minuten für stärkere Hüften, Knie und Sprunggelenke.',
      description:
        'Vier Kraftübungen mit dem eigenen Körpergewicht für Läufer: wie viele Sätze und wann du sie einbaust.',
      intro: [
        'Krafttraining macht jeden Schritt ökonomischer und hilft dem Körper, die Belastung beim Laufen aufzufangen. Ein Fitnessstudio brauchst du nicht: Dein Körpergewicht reicht für den Anfang.',
        'Mach den Zirkel zweimal pro Woche, am besten am Tag eines lockeren Laufs, damit harte Tage hart und lockere Tage locker bleiben.',
      ],
      heading: 'Der Zirkel: drei Runden',
      items: [
        'Split Squats: zehn pro Bein, das Knie über den Zehen.',
        'Einbeinige Wadenheber: fünfzehn pro Seite, langsam absenken.',
        'Glute Bridges: fünfzehn, oben zwei Sekunden halten.',
        'Seitstütz: dreißig Sekunden pro Seite, Hüfte oben.',
      ],
      outro:
        'Wenn der Zirkel leicht wird, nimm ein Gewicht dazu oder mach eine Runde mehr, statt die Wiederholungen zu hetzen.',
    },
    'make-your-running-shoes-last': {
      title: 'So halten deine Laufschuhe länger',
      subtitle: 'Ein Pflegeguide für das Paar, das dich jede Woche trägt.',
      description:
        'Wie du Laufschuhe reinigst, trocknest und aufbewahrst, und wann es Zeit für ein neues Paar ist.',
      intro: [
        'Gut gepflegte Laufschuhe behalten Dämpfung und Grip über 600 bis 800 Kilometer. Ein paar Gewohnheiten nach jedem Lauf machen den Unterschied.',
        'Hitze ist der Feind von Schaum und Kleber: Heizung, Wäschetrockner und der Kofferraum im Sommer sind tabu.',
      ],
      heading: 'Nach jedem Lauf',
      items: [
        'Schnürung lockern und die Schuhe mit der Hand ausziehen, nicht auf die Ferse treten.',
        'Schlamm trocknen lassen und abklopfen, dann das Obermaterial mit weicher Bürste und kaltem Wasser abwischen.',
        'Einlegesohlen herausnehmen und die Schuhe mit Zeitungspapier ausstopfen, bei Raumtemperatur trocknen.',
        'Wechsle zwei Paare ab, wenn du fast täglich läufst, damit sich der Schaum erholt.',
        'Ersetze sie, wenn die Außensohle glatt ist oder die Zwischensohle tiefe Falten wirft.',
      ],
      outro:
        'Laufschuhe gehören nie in die Waschmaschine: Wärme und Schleudern lösen die Verklebungen.',
    },
    'washing-technical-clothing': {
      title: 'Funktionskleidung richtig waschen',
      subtitle: 'So bleibt deine Laufkleidung frisch, schnelltrocknend und länger in Form.',
      description:
        'Wie du Funktionskleidung wäschst und trocknest, damit sie Feuchtigkeit ableitet, dehnbar bleibt und frisch riecht.',
      intro: [
        'Funktionsstoffe leiten Schweiß von der Haut weg und trocknen schnell. Weichspüler und hohe Temperaturen verstopfen und schädigen die Fasern, die das leisten.',
        'Etwas kühler waschen und an der Luft trocknen hält deine Kleidung leistungsfähig und spart obendrein Energie.',
      ],
      heading: 'Fünf Regeln für Funktionskleidung',
      items: [
        'Bei 30 °C waschen, auf links gedreht, mit wenig Flüssigwaschmittel.',
        'Keinen Weichspüler verwenden: Er hinterlässt einen Film, der Gerüche bindet.',
        'Reißverschlüsse und Klettverschlüsse schließen, damit nichts hängen bleibt.',
        'An der Luft trocknen; kein Trockner, kein Bügeln über aufgedruckte Logos.',
        'Bald nach dem Lauf waschen, statt feuchte Kleidung in der Tasche zu lassen.',
      ],
      outro:
        'Bei hartnäckigen Gerüchen das Teil vor dem Waschen dreißig Minuten in kaltem Wasser mit einer Tasse Essig einweichen.',
    },
  },
  journal: {
    title: 'Journal',
    htmlTitle: 'Journal: Laufen, Training und Pflegeguides | Stride',
    description:
      'Geschichten von Stride: Trainingspläne, Lauftipps und Guides zur Pflege von Schuhen und Kleidung.',
    intro:
      'Trainingspläne, Tipps für Straße und Trail und Pflegeguides für die Ausrüstung, die jede Strecke mit dir geht.',
    homeTitle: 'Aus dem Journal',
    allStories: 'Alle Artikel',
  },
};
