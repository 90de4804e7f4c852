// The engine and its tests were generated, compiled and run.
def log = new File(basedir, 'build.log').text
def main = new File(basedir, 'target/generated-sources/rules/it/games/skirmish/Skirmish.java')
def test = new File(basedir, 'target/generated-test-sources/rules/it/games/skirmish/SkirmishRulesTest.java')
assert main.isFile()
assert test.isFile()
assert !new File(basedir, 'target/generated-sources/rules/it/games/skirmish/SkirmishRulesTest.java').exists()
assert new File(basedir, 'target/classes/it/games/skirmish/Skirmish.class').isFile()
assert new File(basedir, 'target/maven-status/rules/generate/default.properties').isFile()
assert new File(basedir, 'target/maven-status/rules/generate-test/default.properties').isFile()

assert log.contains('Checked 1 rulebook in src/main/rules: no errors')
assert log.contains('Compiled 1 rulebook from src/main/rules: engine sources in target/generated-sources/rules')
assert log.contains('Compiled 1 rulebook from src/main/rules: tests in target/generated-test-sources/rules')

// the generated test class ran, with its parameterized cases, and passed
def report = new File(basedir, 'target/surefire-reports/TEST-it.games.skirmish.SkirmishRulesTest.xml')
assert report.isFile()
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() >= 10
assert suite.@failures.toInteger() == 0
assert suite.@errors.toInteger() == 0
assert new File(basedir, 'target/surefire-reports/TEST-it.games.EngineTest.xml').isFile()
return true
