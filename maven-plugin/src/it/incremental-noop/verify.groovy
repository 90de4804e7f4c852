// The second build found everything up to date: no generated file, state file or class
// file is newer than the stamp taken between the two builds.
def log = new File(basedir, 'build.log').text
def target = new File(basedir, 'target')
def stamp = new File(target, 'stamp')
assert stamp.isFile()

def newer = []
def outputs = 0
['generated-sources/rules', 'generated-test-sources/rules', 'maven-status/rules', 'classes', 'test-classes'].each { dir ->
    new File(target, dir).eachFileRecurse(groovy.io.FileType.FILES) { f ->
        outputs++
        if (f.lastModified() >= stamp.lastModified()) {
            newer << f.path
        }
    }
}
assert outputs > 10
assert newer.isEmpty() : "written by the second build: ${newer}"

// first build: compiled; second build: up to date, in a few milliseconds
assert log.count('Compiled 2 rulebooks from src/main/rules: engine sources in target/generated-sources/rules') == 1
assert log.count('Compiled 2 rulebooks from src/main/rules: tests in target/generated-test-sources/rules') == 1
def upToDate = (log =~ /Generated (engine sources|tests) are up to date: 2 rulebooks unchanged, nothing written to \S+ \((\d+) ms\)/)
assert upToDate.size() == 2
upToDate.each { println "no-op ${it[1]}: ${it[2]} ms" }
assert log.count('Nothing to compile - all classes are up to date') >= 2
return true
