package scrub

import "strings"

// What names look like, which values that read as names are not secrets for: identifiers,
// dotted names, words run together, a configuration's keys.

// isCamelWords: an identifier made of words (TokenPrefix, CodeUnauthenticated, getToken),
// which random letters almost never are.
func isCamelWords(s string) bool {
	i := 0
	for i < len(s) && isLower(s[i]) {
		i++
	}
	words := 0
	for i < len(s) {
		if !isUpper(s[i]) {
			return false
		}
		j := i + 1
		for j < len(s) && isLower(s[j]) {
			j++
		}
		if j-i < 3 {
			return false
		}
		words++
		i = j
	}
	return words >= 1 && len(s) >= 6
}

// configKey: a setting's name in .NET's or Spring's configuration, words joined by "__" or ":"
// (ConnectionStrings__Default, Logging:LogLevel:Default), which names a value, not holds one.
func configKey(s string) bool {
	sep := "__"
	if !strings.Contains(s, sep) {
		sep = ":"
	}
	parts := strings.Split(s, sep)
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !isCamelWords(p) && !(isPlainWord(p) && isUpper(p[0])) {
			return false
		}
	}
	return true
}

// spokenCamel: capitalised words run together, each with a vowel, as a name is written
// (ImportValue, FindInMap), not random letters (QpzRmWkTnv).
func spokenCamel(s string) bool {
	if !camelWords(s) {
		return false
	}
	start := 0
	for i := 1; i <= len(s); i++ {
		if i == len(s) || isUpper(s[i]) {
			if !strings.ContainsAny(strings.ToLower(s[start:i]), "aeiouy") {
				return false
			}
			start = i
		}
	}
	return true
}

// isDottedIdent: pkg.Func, obj.method, name.
func isDottedIdent(s string) bool {
	for part := range strings.SplitSeq(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isLetter(c) || c == '_' || i > 0 && isDigit(c)) {
			return false
		}
	}
	return s != ""
}

// isLoginName: a user's name as a login writes it (admin, n.schmidt, svc-app), or a host's (FS02,
// fs02.corp.local, 10.0.0.5).
func isLoginName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !isDigit(c) && c != '.' && c != '_' && c != '-' {
			return false
		}
	}
	return s != ""
}
