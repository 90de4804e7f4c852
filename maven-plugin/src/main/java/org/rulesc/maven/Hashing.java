package org.rulesc.maven;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 over a sequence of length-prefixed fields, so that no two field lists collide by concatenation. */
final class Hashing {
    private final MessageDigest digest;

    Hashing() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    Hashing add(String field) {
        return add(field == null ? new byte[] {(byte) 0xFF} : field.getBytes(StandardCharsets.UTF_8));
    }

    Hashing add(byte[] field) {
        int n = field.length;
        digest.update(new byte[] {(byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n});
        digest.update(field);
        return this;
    }

    Hashing add(long value) {
        return add(Long.toString(value));
    }

    String hex() {
        return HexFormat.of().formatHex(digest.digest());
    }

    static String of(byte[] bytes) {
        return new Hashing().add(bytes).hex();
    }

    static String of(String text) {
        return new Hashing().add(text).hex();
    }
}
