package org.rulesc.compiler.format;

/**
 * How many terminal cells a text takes in a monospaced font: East Asian wide and fullwidth
 * characters (kanji, kana, 【】, fullwidth forms) take two, so a table with Japanese labels
 * lines up as printed. Ambiguous-width characters (×, −, ※) count as one, as most editors
 * show them in a Western locale.
 */
public final class DisplayWidth {
    private DisplayWidth() {}

    public static int of(CharSequence text) {
        int width = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = Character.codePointAt(text, i);
            width += cells(cp);
            i += Character.charCount(cp);
        }
        return width;
    }

    /** Two for the East Asian Wide (W) and Fullwidth (F) ranges, zero for combining marks, else one. */
    static int cells(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || cp == 0x200B) {
            return 0;
        }
        boolean wide = (cp >= 0x1100 && cp <= 0x115F)          // Hangul Jamo initials
                || (cp >= 0x2E80 && cp <= 0x303E)              // CJK radicals, punctuation (【】「」、。)
                || (cp >= 0x3041 && cp <= 0x33FF)              // kana, CJK symbols
                || (cp >= 0x3400 && cp <= 0x4DBF)              // CJK extension A
                || (cp >= 0x4E00 && cp <= 0x9FFF)              // CJK unified ideographs
                || (cp >= 0xA000 && cp <= 0xA4CF)              // Yi
                || (cp >= 0xAC00 && cp <= 0xD7A3)              // Hangul syllables
                || (cp >= 0xF900 && cp <= 0xFAFF)              // CJK compatibility ideographs
                || (cp >= 0xFE30 && cp <= 0xFE4F)              // CJK compatibility forms
                || (cp >= 0xFF00 && cp <= 0xFF60)              // fullwidth forms
                || (cp >= 0xFFE0 && cp <= 0xFFE6)              // fullwidth signs
                || (cp >= 0x1F300 && cp <= 0x1F64F)            // pictographs, emoticons
                || (cp >= 0x1F900 && cp <= 0x1F9FF)
                || (cp >= 0x20000 && cp <= 0x3FFFD);           // CJK extensions B and later
        return wide ? 2 : 1;
    }
}
