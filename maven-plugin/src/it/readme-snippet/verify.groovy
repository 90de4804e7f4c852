// The README's snippet alone is enough: the engine and its test were generated, compiled, and
// the generated test ran and passed (on Maven 3.8, Surefire 2.12 would have run none).
def log = new File(basedir, 'build.log').text
assert new File(basedir, 'target/classes/com/example/games/t/T.class').isFile()
def reports = new File(basedir, 'target/surefire-reports').listFiles().findAll { it.name ==~ /TEST-.*\.xml/ }
assert reports.size() == 1
def suite = new groovy.xml.XmlSlurper().parse(reports[0])
assert suite.@tests.toInteger() >= 1
assert suite.@failures.toInteger() == 0
assert suite.@errors.toInteger() == 0
assert log.contains('BUILD SUCCESS')
// the second invoker execution really ran Maven 3.8: its default resources plugin is 2.6
if (mavenVersion.startsWith('3.8.')) {
    assert log.contains('maven-resources-plugin:2.6:resources')
}
println "readme-snippet built with Maven ${mavenVersion}"
return true
