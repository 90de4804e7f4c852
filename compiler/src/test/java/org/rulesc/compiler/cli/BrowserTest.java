package org.rulesc.compiler.cli;

import static com.google.common.truth.Truth.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loads every page of {@code rulesc doc} in headless Chromium where a {@code chromium} binary is
 * on the PATH: no console error; the first screen of each page shows a table, and the page's
 * first chart and first state diagram, each shot alone under the page's own stylesheet, show
 * their colours (headless Chromium shoots only the first screen of a page).
 * Where there is no Chromium the test says so in the build output and is reported as skipped.
 */
class BrowserTest {
    /** The first series colour of a chart (see doc/Charts). */
    private static final int CHART_BLUE = 0x1f5fa8;
    /** The fill of a state (see doc/Site's stylesheet). */
    private static final int STATE_FILL = 0xeef3fb;
    /** The background of table header cells. */
    private static final int TABLE_HEADER = 0xeeeeee;

    @TempDir Path work;

    @Test
    void everyPageLoadsWithoutErrorsAndShowsItsCharts() throws Exception {
        Path chromium = findChromium();
        if (chromium == null) {
            System.out.println("BrowserTest: skipped, no chromium binary on the PATH (install Debian's chromium to run it)");
            Assumptions.abort("no chromium binary on the PATH");
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rulesc.run(new String[] {"doc", "-d", "site"}, new PrintStream(new ByteArrayOutputStream(), true, UTF_8),
                new PrintStream(err, true, UTF_8), work, Path.of("..").toAbsolutePath().normalize());
        assertThat(err.toString(UTF_8)).isEmpty();
        assertThat(code).isEqualTo(Rulesc.EXIT_OK);
        List<Path> pages;
        try (Stream<Path> files = Files.list(work.resolve("site"))) {
            pages = files.sorted().toList();
        }
        for (Path page : pages) {
            String html = Files.readString(page, UTF_8);
            // the whole page: loads without a console error; its first screen shows a table (header cells are #eee)
            BufferedImage first = screenshot(chromium, page, 1000, 1400);
            assertThat(pixels(first, TABLE_HEADER)).isGreaterThan(200);
            if (page.getFileName().toString().equals("index.html")) {
                continue;
            }
            // headless Chromium shoots only the first screen, and the charts are further down: the
            // first chart and the first state diagram of the page, each alone under the page's own head
            String head = html.substring(0, html.indexOf("<body>") + "<body>".length());
            for (String kind : List.of("chart", "diagram")) {
                int at = html.indexOf("<figure class=\"" + kind + "\"");
                if (at < 0) {
                    continue;
                }
                String figure = html.substring(at, html.indexOf("</figure>", at) + "</figure>".length());
                Path probe = work.resolve(page.getFileName() + "-" + kind + ".html");
                Files.writeString(probe, head + figure + "</body></html>\n", UTF_8);
                BufferedImage image = screenshot(chromium, probe, 900, 900);
                assertThat(pixels(image, kind.equals("chart") ? CHART_BLUE : STATE_FILL)).isGreaterThan(50);
            }
        }
    }

    /** Loads a page, fails on a console message, and returns the screenshot of its first screen. */
    private BufferedImage screenshot(Path chromium, Path page, int width, int height) throws Exception {
        Path png = work.resolve(page.getFileName() + ".png");
        Path log = work.resolve("chromium.log");
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=" + work.resolve("profile"), "--window-size=" + width + "," + height,
                "--screenshot=" + png, page.toUri().toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String output = Files.readString(log, UTF_8);
        assertThat(p.exitValue()).isEqualTo(0);
        assertThat(output).doesNotContain("CONSOLE");
        assertThat(output).doesNotContain("Uncaught");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image).isNotNull();
        return image;
    }

    private static int pixels(BufferedImage image, int rgb) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) == rgb) {
                    n++;
                }
            }
        }
        return n;
    }

    private static Path findChromium() throws IOException {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser")) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }
}
