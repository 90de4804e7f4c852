/*
 * The rulebook language.
 *
 * A rulebook file is a header followed by declarations. Everything a rule system says
 * lives in the declarations; nothing here knows any particular game. Identifiers may be
 * any Unicode letters; many keywords are "soft" (usable as names, see `name`).
 */
grammar Rules;

file
    : rulebook declaration* EOF
    ;

// ---------------------------------------------------------------------------------------
// Header

rulebook
    : 'rulebook' id=name title=STRING 'version' ver=STRING '{' header* '}'
    ;

header
    : 'source' STRING                                    # sourceHeader
    | 'die' DICE                                         # dieHeader
    | 'space' spaceKind=name                             # spaceHeader
    | 'hexes' scheme=STRING layout=name                  # hexesHeader
    | 'unit' unitName=name ('=' QUANTITY)?               # unitHeader
    | 'package' qualifiedName                            # packageHeader
    | 'extends' base=name                                # extendsHeader
    | 'sections' sectionRange (',' sectionRange)*        # sectionsHeader
    | 'allow' code=name 'because' reason=STRING          # allowHeader
    ;

/** The source document's section markers as it writes them: one label, or a range that counts
 *  a number or a letter ("【1】".."【13】", "a.".."u."); a nested heading is written
 *  "地形 > 障害物". `cited as` gives the form the citations use when it is not the label. */
sectionRange
    : first=STRING ('..' last=STRING)? ('cited' 'as' citedFirst=STRING ('..' citedLast=STRING)?)?
    ;

qualifiedName
    : name ('.' name)*
    ;

// ---------------------------------------------------------------------------------------
// Declarations

declaration
    : replaceDecl
    | removeDecl
    | constDecl
    | enumDecl
    | kindDecl
    | entriesDecl
    | tableDecl
    | formulaDecl
    | checkDecl
    | orderDecl
    | modifiersDecl
    | actionDecl
    | actionFieldsDecl
    | sequenceDecl
    | statusDecl
    | limitDecl
    | buildDecl
    | layersDecl
    | mapDecl
    | notationDecl
    | exampleDecl
    | forallDecl
    | probabilitiesDecl
    | omitDecl
    | chainDecl
    | gameDecl
    | tableBoardDecl
    | partDecl
    ;

/** House rules: in a rulebook that `extends` another, replace or remove a base declaration. */
replaceDecl
    : 'replace' declaration
    ;
removeDecl
    : 'remove' target=name meta
    ;

/** Where a rule comes from: `cite` names the document section, `cite … reading "…"` marks an
 *  interpretation of that section and gives the argument for it, `house` marks a value that
 *  is not from the document and says where it comes from instead. */
meta
    : (citation | houseValue | strayReading | renamedFrom)*
    ;
/** `renamed from old_name`: this declaration is the one an earlier revision called old_name (for diff). */
renamedFrom : 'renamed' 'from' old=name ;
citation   : 'cite' section=STRING ('reading' reading=STRING)? ;
houseValue : 'house' STRING ;
/** A `reading` not right after a `cite`: parsed so that the error can say where it goes. */
strayReading : 'reading' STRING ;

label : STRING ;

constDecl
    : 'const' name label? ':' type '=' expr meta
    ;

enumDecl
    : 'enum' name label? '{' enumMember (',' enumMember)* ','? '}' meta
    ;
enumMember
    : name label? meta
    ;

kindDecl
    : 'kind' name label? '{' fieldDecl* '}' meta
    ;
fieldDecl
    : name label? ':' type ('=' expr)? meta
    ;

entriesDecl
    : 'entries' kind=name '{' entry* '}'
    ;
entry
    : name label? '{' (fieldValue (',' fieldValue)* ','?)? '}' meta
    ;
fieldValue
    : name ':' expr
    ;

tableDecl
    : 'table' name label? '(' param (',' param)* ')' '->' type '{' tableBody '}' meta
    ;
tableBody
    : tableRow1*                                         # oneAxisBody
    | 'columns' tableKey+ tableRowN*                     # gridBody
    ;
tableRow1
    : tableKey ':' tableCell meta
    ;
/** Cells stop where a new row can start: `… × ×  3..4: …` is a row keyed 3..4, not a cell 3
 *  followed by a row keyed ..4 (rows are not separated by anything but their keys). */
tableRowN
    : tableKey (',' tableKey)* ':' tableCell+? meta
    ;
/** A cell, or a cell with its own provenance in parentheses, for a row that mixes cited, read
 *  and house cells: `(2 cite "【8】(3)例")`. A cell without its own takes the row's. */
tableCell
    : cell
    | '(' cell meta ')'
    ;
tableKey
    : name                                               # memberKey
    | lo=signedInt '..' hi=signedInt                     # rangeKey
    | lo=signedInt '+'                                   # openKey
    | '..' hi=signedInt                                  # openBelowKey
    | signedInt                                          # intKey
    | 'true'                                             # trueKey
    | 'false'                                            # falseKey
    ;
cell
    : '\u00D7'                                           # forbiddenCell
    | signedInt                                          # intCell
    | QUANTITY                                           # quantityCell
    | STRING                                             # textCell
    | 'true'                                             # trueCell
    | 'false'                                            # falseCell
    | name                                               # memberCell
    ;
signedInt
    : '-'? INT
    ;

formulaDecl
    : 'formula' name label? '(' (param (',' param)*)? ')' '->' type '=' expr meta
    ;
/** A parameter; an int one may declare its domain, inclusive: `judge: int in 0..7`. */
param
    : name ':' type ('in' lo=signedInt '..' hi=signedInt)?
    ;

checkDecl
    : 'check' name label? '(' (param (',' param)*)? ')' 'roll' checkDice '{' checkItem* '}' meta
    ;
/** One roll ({@code roll d6}, its sum is `roll`) or named pools rolled in order
 *  ({@code roll atk: (n)d6, tgt: (m)d6}, each sum is its name). */
checkDice
    : diceExpr                                           # singleDice
    | dicePool (',' dicePool)*                           # namedPools
    ;
dicePool
    : name ':' diceExpr
    ;
diceExpr
    : DICE                                               # fixedDice
    | '(' expr ')' DICE                                  # poolDice
    | diceTerm (signs+=('+' | '-') diceTerm)+            # mixedDice
    ;
/** A term of mixed dice, {@code d8 + d6 - 1}: dice (with their mechanics) or a whole number. */
diceTerm
    : DICE | INT
    ;
checkItem
    : 'let' name '=' expr                                # checkLet
    | 'always' outcome=('success' | 'failure') 'when' expr (',' 'roll' anyway='anyway')?  # checkAutomatic
    | 'always' outcome=('success' | 'failure') 'on' faces           # checkFaces
    | 'success' 'when' expr                              # checkSuccess
    | 'then' 'roll' name label? ':' diceExpr ('when' expr)?  # checkFollowUp
    | 'grade' name label? 'when' expr meta               # checkGrade
    | 'grades' 'chosen' 'by' 'player'                    # checkGradeChoice
    | 'output' name label? ':' type '=' expr meta        # checkOutput
    | citation                                           # checkCite
    | houseValue                                         # checkHouse
    | strayReading                                       # checkStrayReading
    ;
faces
    : face (',' face)*
    ;
face
    : lo=INT ('..' hi=INT)?
    ;

/** Actors in order by keys (per-actor parameters; a key that reads `roll` is rolled, ties re-rolled). */
orderDecl
    : 'order' name label? '(' (param (',' param)*)? ')' ('roll' diceExpr)? '{' orderKey+ '}' meta
    ;
orderKey
    : then='then'? 'by' expr direction=('descending' | 'ascending') meta
    ;

modifiersDecl
    : 'modifiers' name label? '(' (param (',' param)*)? ')' '{' modifierTerm* '}' meta
    ;
modifierTerm
    : name label? ':' expr ('when' expr)? ('group' group=name)? meta
    ;

/** An action; with `actions { … }` declared, its properties as values: `action attack "攻撃" { moves: false }`. */
actionDecl
    : 'action' name label? (values='{' (fieldValue (',' fieldValue)* ','?)? '}')? meta
    ;
/** The properties every action has (then actions are values of type `Action`). */
actionFieldsDecl
    : 'actions' '{' fieldDecl* '}' meta
    ;

sequenceDecl
    : 'sequence' name label? '{' sequenceItem* '}' meta
    ;
sequenceItem
    : 'sides' sideDef (',' sideDef)*                     # sidesItem
    | 'roles' sideDef (',' sideDef)*                     # rolesItem
    | 'flags' sideDef (',' sideDef)*                     # flagsItem
    | 'turns' INT                                        # turnsItem
    | 'phase' name label? ('side' side=name)? ('actions' actions+=name (',' actions+=name)*)?
        ('each' sub=name)? ('when' expr)? meta           # phaseItem
    | 'trigger' name label? 'at' when=('start' | 'end') 'of' target=name
        ('fires' status=name '.' event=name)? meta       # triggerItem
    ;
sideDef
    : name label?
    ;

statusDecl
    : 'status' name label? '{' 'states' stateDef (',' stateDef)* statusItem* '}' meta
    ;
stateDef
    : name label?
    ;
/** Besides transitions: events that carry values, and values the status keeps (counters…). */
statusItem
    : 'event' name label? '(' (param (',' param)*)? ')' meta   # statusEvent
    | 'field' name label? ':' type '=' expr meta               # statusField
    | transition                                               # statusTransition
    ;
/** `*` as the source state: the event leads there from every state (listed ones win).
 *  `when` guards it (the first transition whose guard holds applies); `set` updates fields. */
transition
    : (from=name | any='*') '->' to=name 'on' event=name label? ('when' guard=expr)?
        ('set' assignment (',' assignment)*)? meta
    ;
assignment
    : name '=' expr
    ;

/** `per turn`; `per battle per SuccessElement` counts each entry (or member) separately. */
limitDecl
    : 'limit' name label? INT 'per' scope=name ('per' owner=name)? meta
    ;

buildDecl
    : 'build' name label? '{' buildItem* '}' meta
    ;
buildItem
    : 'field' name label? ':' type                       # buildField
    | 'derive' name label? ':' type '=' expr meta        # buildDerive
    | 'rule' name label? ':' expr meta                   # buildRule
    ;

/** What each square (and each edge between two squares) of a square map carries: named layers,
 *  each with a type and a default; `edge` layers belong to edges. */
layersDecl
    : 'layers' name label? '{' layerDecl* '}' meta
    ;
layerDecl
    : edge='edge'? name label? ':' type '=' expr meta
    ;

/** A map: its terrain (an enum, or for a square map a `layers` declaration), its area (two corner
 *  hexes or squares), defaults, and the hexes, squares or edges that have other terrain. */
mapDecl
    : 'map' name label? ':' terrain=name '{' mapItem* '}' meta
    ;
mapItem
    : 'area' first=INT '..' last=INT                     # mapArea
    | 'area' firstSquare=squareRef '..' lastSquare=squareRef   # mapSquareArea
    | 'default' member=name                              # mapDefault
    | 'default' layer=name value=layerValue              # mapLayerDefault
    | member=name ':' INT (',' INT)* meta                # mapHexes
    | layer=name? value=layerValue ':' mapPlace (',' mapPlace)* meta   # mapSquares
    ;
/** A square by its coordinates: (x, y). */
squareRef
    : '(' x=signedInt ',' y=signedInt ')'
    ;
/** A square, a rectangle of squares (x1, y1)..(x2, y2), or the edge between two squares (x1, y1)-(x2, y2). */
mapPlace
    : squareRef (op=('..' | '-') squareRef)?
    ;
layerValue
    : signedInt | 'true' | 'false' | name
    ;

/** A record notation: formats of one line, segments separated by `/`, each segment made of
 *  "fixed text" and typed fields `name: type`; `symbol` says how an enum member is written. */
notationDecl
    : 'notation' name label? '{' notationItem* '}' meta
    ;
notationItem
    : 'symbol' enumName=name '.' member=name STRING (',' STRING)*      # notationSymbol
    | 'format' name label? ':' segment ('/' segment)* meta             # notationFormat
    ;
segment
    : segmentItem+
    ;
segmentItem
    : STRING                                             # literalItem
    | name ':' type                                      # fieldItem
    ;

exampleDecl
    : 'example' STRING '{' assertion* '}' meta
    ;
forallDecl
    : 'forall' STRING binder (',' binder)* '{' assertion* '}' meta
    ;
binder
    : name 'in' lo=signedInt '..' hi=signedInt           # rangeBinder
    | name 'in' type                                     # typeBinder
    ;
assertion
    : 'expect' call 'rolls' '[' (expr (',' expr)*)? ']' '=>' outcomeExpect (',' outcomeExpect)*  # expectRoll
    | 'expect' notation=name 'parses' text=STRING 'as' format=name '{' (fieldValue (',' fieldValue)* ','?)? '}'  # expectParses
    | 'expect' notation=name 'formats' format=name '{' (fieldValue (',' fieldValue)* ','?)? '}' 'as' text=STRING  # expectFormats
    | 'expect' notation=name 'rejects' text=STRING 'at' 'column' column=INT   # expectRejects
    | 'expect' status=name from=name ('since' since=expr)? ('with' assignment (',' assignment)*)?
        'on' event=name ('(' (argument (',' argument)*)? ')')? ('at' 'turn' at=expr)?
        ('=>' to=name (',' assignment)* | 'is' 'refused')  # expectTransition
    | 'expect' call 'done' 'by' by=INT 'with' probability  # expectChainDone
    | 'expect' call 'steps' probability                  # expectChainSteps
    | 'expect' expr 'is' 'refused'                       # expectRefused
    | 'expect' expr 'is' 'valid'                         # expectValid
    | 'expect' expr 'violates' name (',' name)*          # expectViolates
    | 'expect' expr                                      # expectTrue
    ;
outcomeExpect
    : 'success'                                          # expectSuccess
    | 'failure'                                          # expectFailure
    | 'grade' name                                       # expectGrade
    | 'grades' gradeSet                                  # expectGrades
    | 'order' expr                                       # expectOrder
    | 'no' 'roll'                                        # expectNoRoll
    | name '=' expr                                      # expectOutput
    ;

probabilitiesDecl
    : 'probabilities' STRING '{' probabilityRow* '}' meta
    ;
/** `check(args): grade p, …` pins outcomes; `check(args).output: value p, …` pins an int output. */
probabilityRow
    : call ('.' output=name)? ':' gradeProbability (',' gradeProbability)*
    ;
gradeProbability
    : (gradeName | gradeSet) probability
    ;
/** The grades that applied, for a check whose grades the player chooses: {@code [fatal, clean]}. */
gradeSet
    : '[' (name (',' name)*)? ']'
    ;
gradeName
    : 'success' | 'failure' | name | signedInt
    ;
probability
    : num=INT ('/' den=INT)?
    ;

omitDecl
    : 'omit' STRING 'because' STRING meta
    ;

/**
 * `part movement "キャラクターの行動 > 移動"`: the declarations after it in the same file, up to
 * the next `part`, form one cohesive class of the generated engine (`<Main>Movement`).
 */
partDecl
    : 'part' name STRING?
    ;

/** A question about repeated checks (not a rule): an int state from `lo..hi` (kept within it),
 *  a check each step, the next state from its outcome, until `done`; exact odds over `steps`. */
chainDecl
    : 'chain' name label? '(' (param (',' param)*)? ')' '{'
        'state' state=name ':' lo=signedInt '..' hi=signedInt '=' start=expr
        'each' call
        'next' next=expr
        'done' 'when' done=expr
        'steps' steps=INT
      '}' meta
    ;

/** A game: the pieces and their state, the state no piece owns (`state table { … }`: what lies
 *  on the table, read as `table.weapons` and changed by `set table.weapons = …`), the acts that
 *  change it (each one of the `action`s the sequence's phases allow), what must hold after every
 *  act, and how the game ends. */
gameDecl
    : 'game' name label? '{' gameItem* '}' meta
    ;
gameItem
    : 'board' board=name (',' others+=name)*                             # gameBoard
    | 'sequence' sequence=name                                           # gameSequence
    | 'piece' name label? 'of' sides=name '{' pieceField* '}' meta       # gamePiece
    | 'state' name label? '{' pieceField* '}' meta                       # gameShared
    | 'setup' notation=name '.' format=name meta                         # gameSetup
    | 'records' notation=name meta                                       # gameRecords
    | 'scenario' title=STRING ('on' map=name)? '{' STRING* '}' meta      # gameScenario
    | 'scenery' name ':' notation=name '.' format=name ('draw' lo=INT '..' hi=INT)? meta  # gameScenery
    | 'at' 'start' 'of' 'phase' '{' effect* '}' meta                     # gamePhaseStart
    | 'act' name label? 'as' action=name '(' (actParam (',' actParam)*)? ')' ('uses' limit=name)?
        '{' actItem* '}' meta                                            # gameAct
    | 'invariant' name label? ':' expr meta                              # gameInvariant
    | 'must' act=name ('when' when=expr)? meta                           # gameMust
    | 'end' 'when' expr meta                                             # gameEnd
    | 'winner' expr meta                                                 # gameWinner
    ;
/** An open table for a `space continuous` game: its size in lengths, the step of the grid of
 *  candidate points self-play chooses among, and the distance from other pieces at which it
 *  offers a point too (a zone of control's edge). */
tableBoardDecl
    : 'board' name label? ':' width=expr 'by' height=expr 'grid' grid=expr ('borders' border=expr)? meta
    ;

/** A field of a piece's state; without a value it is given by the setup. */
pieceField
    : name label? ':' type ('=' expr)? meta
    ;
/** An act's parameter and the values a player may choose from: `in lo..hi`, `in list`,
 *  `within n of hex` (the board's hexes at most n away), or `from list` for a `list<T>`
 *  parameter (any of the list's values, each at most once, in the list's order: none, one or several). */
actParam
    : name ':' type ('in' lo=expr '..' hi=expr | 'in' domain=expr | 'within' reach=expr 'of' centre=expr
        | 'from' pool=expr ('for' each=name 'in' over=name)?)?
    ;
actItem
    : 'requires' expr meta                                               # actRequires
    | 'uses' limit=name '(' key=expr ')' ('for' each=name 'in' source=expr)? ('by' by=name)? ('when' when=expr)? meta  # actUsesKeyed
    | effect                                                             # actEffect
    ;
effect
    : 'set' piece=name '.' field=name '=' expr                           # setEffect
    | 'remove' piece=name                                                # removeEffect
    | 'roll' call ('as' die=name)? ('chosen' 'by' chooser=name)? ('{' effect* '}')? meta  # rollEffect
    | 'on' outcome=gradeName '{' effect* '}'                             # onEffect
    | 'if' expr '{' then+=effect* '}' ('else' '{' otherwise+=effect* '}')?  # ifEffect
    | 'for' (index=name ',')? variable=name 'in' expr '{' effect* '}'    # forEachEffect
    | 'for' name 'in' lo=expr '..' hi=expr '{' effect* '}'               # forRangeEffect
    | 'write' notation=name '.' format=name '{' (fieldValue (',' fieldValue)* ','?)? '}' meta  # writeEffect
    ;

// ---------------------------------------------------------------------------------------
// Types and expressions

type
    : 'list' '<' type '>'                                # listType
    | 'map' '<' type '>'                                 # mapType
    | name                                               # namedType
    ;

expr
    : primary                                            # primaryExpr
    | expr '.' name                                      # fieldExpr
    | expr '[' expr ']'                                  # indexExpr
    | op=('-' | '!' | 'not') expr                        # unaryExpr
    | expr op=('*' | '/' | '%') expr                     # mulExpr
    | expr op=('+' | '-') expr                           # addExpr
    | expr op=('<' | '<=' | '>' | '>=') expr             # compareExpr
    | expr op=('==' | '!=') expr                         # equalExpr
    | expr 'contains' expr                               # containsExpr
    | expr op=('&&' | 'and') expr                        # andExpr
    | expr op=('||' | 'or') expr                         # orExpr
    | 'if' expr 'then' expr 'else' expr                  # ifExpr
    | 'let' name '=' expr 'in' expr                      # letExpr
    ;

primary
    : INT                                                # intLiteral
    | HEX_LITERAL                                        # hexLiteral
    | QUANTITY                                           # quantityLiteral
    | STRING                                             # stringLiteral
    | 'true'                                             # trueLiteral
    | 'false'                                            # falseLiteral
    | aggregate=('sum' | 'count' | 'all' | 'any' | 'max' | 'min' | 'each' | 'filter') '(' (index=name ',')? var=name 'in' source=expr ':' body=expr ')'  # aggregateExpr
    | fold=('fold' | 'scan') '(' acc=name '=' init=expr ',' (index=name ',')? var=name 'in' source=expr ':' body=expr ')'  # foldExpr
    | 'reachable' '(' name 'from' start=expr 'to' dest=expr 'within' steps=expr ':' expr ')'  # reachableExpr
    | call                                               # callExpr
    | name '{' (fieldValue (',' fieldValue)* ','?)? '}'  # recordExpr
    | '[' (expr (',' expr)*)? ']'                        # listExpr
    | name                                               # nameExpr
    | '(' expr ')'                                       # parenExpr
    ;

call
    : callee=name '(' (argument (',' argument)*)? ')'
    ;
argument
    : (name ':')? expr
    ;

/** Soft keywords: words that have a meaning in one place but may still name things. */
name
    : ID
    | 'turn' | 'phase' | 'side' | 'sides' | 'turns' | 'actions' | 'group' | 'grade'
    | 'output' | 'states' | 'per' | 'start' | 'end' | 'of' | 'at' | 'field' | 'derive'
    | 'rule' | 'valid' | 'no' | 'source' | 'die' | 'space' | 'unit' | 'version'
    | 'columns' | 'trigger' | 'because' | 'is' | 'violates' | 'rolls' | 'package'
    | 'sum' | 'count' | 'all' | 'any' | 'max' | 'min' | 'list' | 'action' | 'limit'
    | 'roll' | 'success' | 'failure' | 'extends' | 'hexes'
    | 'map' | 'area' | 'default' | 'reachable' | 'from' | 'to' | 'within'
    | 'notation' | 'symbol' | 'format' | 'parses' | 'formats' | 'rejects' | 'as' | 'column'
    | 'each' | 'filter' | 'layers' | 'edge'
    | 'anyway' | 'grades' | 'chosen' | 'by' | 'player' | 'fold' | 'scan'
    | 'order' | 'descending' | 'ascending' | 'roles' | 'fires' | 'part'
    | 'event' | 'set' | 'since' | 'with' | 'refused' | 'flags' | 'reading'
    | 'sections' | 'cited' | 'allow' | 'renamed'
    | 'chain' | 'state' | 'next' | 'done' | 'steps'
    | 'game' | 'board' | 'piece' | 'setup' | 'records' | 'scenario' | 'act' | 'uses' | 'requires'
    | 'invariant' | 'winner' | 'write' | 'for'
    | 'grid' | 'borders'
    | 'scenery' | 'draw' | 'must' | 'table'
    ;

// ---------------------------------------------------------------------------------------
// Lexer

/** Dice with their mechanics in one token ({@code 4d6kh3}, {@code 10d10>=8}, {@code 2d6r1!}), so
 *  the forms other tools read otherwise ({@code 4d6d1}, {@code 4d6k3}, {@code 10d10>8}) reach the
 *  dice notation whole and are refused there with a column, not split into two tokens. */
DICE        : [0-9]* 'd' ([0-9]+ | '%') DICE_MECHANIC* ;
fragment DICE_MECHANIC : [khdlr0-9!] | [<>] '='? | ',' [0-9] | '..' [0-9] ;
/** A hex written by its printed label, {@code hex"0707"}; the label scheme is the header's. */
HEX_LITERAL : 'hex"' ~["\r\n]* '"' ;
QUANTITY    : [0-9]+ [a-zA-Z]+ ;
INT         : [0-9]+ ;
STRING      : '"' ( '\\' . | ~["\\\r\n] )* '"' ;
ID          : [\p{L}_] [\p{L}\p{N}_]* ;

/** Comments go to the hidden channel: the parser never sees them, the formatter keeps them. */
LINE_COMMENT  : '//' ~[\r\n]* -> channel(HIDDEN) ;
BLOCK_COMMENT : '/*' .*? '*/' -> channel(HIDDEN) ;
WS            : [ \t\r\n\u3000]+ -> skip ;

/** Anything else is an error token, reported by the parser with its position. */
ERROR_CHAR  : . ;
