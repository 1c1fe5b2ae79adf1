package identity

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"golang.org/x/crypto/argon2"

	"github.com/recall-mcp/recall/internal/store"
	"github.com/recall-mcp/recall/policy"
)

// Password limits.
const (
	MinPasswordLen = 12
	MaxPasswordLen = 256
)

// argon2id parameters: OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). What a hash
// costs is also what a guess costs, so hashes run only after the login limits (logins.go).
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
)

// hashPassword returns the PHC string of an argon2id hash of pw with a fresh salt.
func hashPassword(pw string) string {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	key := argon2.IDKey([]byte(pw), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key))
}

// checkPassword reports whether pw matches the PHC string encoded, with the parameters it records.
func checkPassword(encoded, pw string) bool {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var version int
	var mem, iters uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iters, &threads); err != nil || mem == 0 || iters == 0 || threads == 0 {
		return false
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	key, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(key) == 0 {
		return false
	}
	got := argon2.IDKey([]byte(pw), salt, iters, mem, threads, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1
}

// dummyHash is checked against when a login names no usable principal, so an unknown name costs
// the same time as a wrong password. Made on first use: an argon2id hash is costly in memory and
// time, and a hook starts a process per prompt that never logs anyone in.
var dummyHash = sync.OnceValue(func() string { return hashPassword("recall: no such principal") })

// ValidatePassword says what is wrong with a new password, or nil.
func ValidatePassword(pw string) error {
	switch n := utf8.RuneCountInString(pw); {
	case !utf8.ValidString(pw):
		return errorf(store.CodeInvalid, "the password is not valid UTF-8")
	case n < MinPasswordLen:
		return errorf(store.CodeInvalid, "the password is too short: use at least %d characters", MinPasswordLen)
	case n > MaxPasswordLen:
		return errorf(store.CodeInvalid, "the password is too long: use at most %d characters", MaxPasswordLen)
	}
	return nil
}

// SetPassword sets (or replaces) the console password of principal, stored as argon2id. Service
// principals cannot have one: they never log in. The principal's open console sessions end, so a
// changed password locks out whoever knew the old one. An admin operation.
func (s *Service) SetPassword(ctx context.Context, admin policy.Identity, principal, pw string) error {
	if err := ValidatePassword(pw); err != nil {
		return err
	}
	hash := hashPassword(pw)
	return s.adminTx(ctx, admin, policy.AdminPrincipals, func(tx pgx.Tx) error {
		p, err := principalByName(ctx, tx, principal)
		if err != nil {
			return err
		}
		if p.Service {
			return errorf(store.CodeInvalid, "%s is a service principal (an unattended agent); service principals cannot log in to the console", principal)
		}
		if _, err := tx.Exec(ctx, `update principals set password_hash = $2 where id = $1`, p.ID, hash); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `delete from console_sessions where principal_id = $1`, p.ID); err != nil {
			return err
		}
		return audit(ctx, tx, admin, ActPasswordSet, nil, map[string]any{"principal": principal})
	})
}
