package org.rulesc.maven;

import static com.google.common.truth.Truth.assertThat;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The Eclipse m2e metadata in the plugin jar names the goals that exist. */
class M2eMetadataTest {
    @Test
    void generateGoalsRunOnIncrementalBuildsAndCheckIsIgnored() throws Exception {
        Document doc;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/m2e/lifecycle-mapping-metadata.xml")) {
            assertThat(in).isNotNull();
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        List<String> executed = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        NodeList executions = doc.getElementsByTagName("pluginExecution");
        for (int i = 0; i < executions.getLength(); i++) {
            Element execution = (Element) executions.item(i);
            NodeList goals = execution.getElementsByTagName("goal");
            boolean execute = execution.getElementsByTagName("execute").getLength() == 1;
            if (execute) {
                assertThat(execution.getElementsByTagName("runOnIncremental").item(0).getTextContent()).isEqualTo("true");
            }
            for (int g = 0; g < goals.getLength(); g++) {
                (execute ? executed : ignored).add(goals.item(g).getTextContent());
            }
        }
        assertThat(executed).containsExactly("generate", "generate-test");
        assertThat(ignored).containsExactly("check", "diff", "doc");

        // and those are exactly the plugin's goals, as the generated descriptor lists them
        List<String> goals = new ArrayList<>();
        try (InputStream in = getClass().getResourceAsStream("/META-INF/maven/plugin.xml")) {
            assertThat(in).isNotNull();
            NodeList mojos = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in)
                    .getElementsByTagName("mojo");
            for (int i = 0; i < mojos.getLength(); i++) {
                goals.add(((Element) mojos.item(i)).getElementsByTagName("goal").item(0).getTextContent());
            }
        }
        assertThat(goals).containsExactly("check", "diff", "doc", "generate", "generate-test", "help");
    }
}
