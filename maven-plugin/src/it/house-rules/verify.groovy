// The house rulebook found its base in the base-rules jar; its engine and tests were
// generated, compiled and run; the base itself was not generated again.
def log = new File(basedir, 'build.log').text
def house = new File(basedir, 'house-rules')
def gen = new File(house, 'target/generated-sources/rules/it/house')

assert new File(basedir, 'base-rules/target/base-rules-1.0.jar').isFile()
def jar = new java.util.jar.JarFile(new File(basedir, 'base-rules/target/base-rules-1.0.jar'))
assert jar.getEntry('rules/skirmish.rules') != null
assert jar.getEntry('it/house/skirmish/Skirmish.class') != null
jar.close()

assert new File(gen, 'our_skirmish/OurSkirmish.java').isFile()
assert !new File(gen, 'skirmish').exists() : 'the base is imported, not generated again'
assert new File(house, 'target/generated-test-sources/rules/it/house/our_skirmish/OurSkirmishRulesTest.java').isFile()

// the stale check recorded where the base came from
def state = new Properties()
new File(house, 'target/maven-status/rules/generate/default.properties').withReader('UTF-8') { state.load(it) }
assert state.getProperty('import.0.id') == 'skirmish'
assert state.getProperty('import.0.origin').endsWith('base-rules-1.0.jar!/rules/skirmish.rules')

def report = new File(house, 'target/surefire-reports/TEST-it.house.our_skirmish.OurSkirmishRulesTest.xml')
assert report.isFile()
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() >= 1
assert suite.@failures.toInteger() == 0
assert suite.@errors.toInteger() == 0
assert log.contains('BUILD SUCCESS')
return true
