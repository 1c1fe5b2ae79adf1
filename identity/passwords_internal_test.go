package identity

import (
	"strings"
	"testing"
)

func TestPasswordHashes(t *testing.T) {
	h := hashPassword("correct horse battery")
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("not a PHC argon2id string: %s", h)
	}
	if h == hashPassword("correct horse battery") {
		t.Fatal("two hashes of one password share a salt")
	}
	for _, tc := range []struct {
		name, encoded, pw string
		want              bool
	}{
		{"right", h, "correct horse battery", true},
		{"wrong", h, "correct horse batterY", false},
		{"empty", h, "", false},
		{"not argon2id", strings.Replace(h, "argon2id", "argon2i", 1), "correct horse battery", false},
		{"truncated", h[:len(h)-10], "correct horse battery", false},
		{"garbage", "$argon2id$v=19$m=x$y$z", "correct horse battery", false},
		{"empty hash", "", "", false},
	} {
		if got := checkPassword(tc.encoded, tc.pw); got != tc.want {
			t.Errorf("%s: checkPassword = %t, want %t", tc.name, got, tc.want)
		}
	}
	for pw, ok := range map[string]bool{"short": false, "twelve chars": true, strings.Repeat("x", MaxPasswordLen+1): false, "bad utf8 \xff\xfe here": false} {
		if err := ValidatePassword(pw); (err == nil) != ok {
			t.Errorf("ValidatePassword(%q) = %v", pw, err)
		}
	}
}
