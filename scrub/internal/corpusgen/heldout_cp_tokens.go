package main

import (
	"fmt"
	"strings"
)

// Value generators for heldout-cp: tokens and keys in their vendors' formats.

func hcpJWT(header, payload string, sigLen int) string {
	return hcpB64URLRaw(header) + "." + hcpB64URLRaw(payload) + "." + rnd(b64url, sigLen)
}

// hcpSAToken is a Kubernetes service account token, bound or legacy.
func hcpSAToken(ns, sa string) string {
	kid := rnd(b64url, 43)
	h := fmt.Sprintf(`{"alg":"RS256","kid":"%s"}`, kid)
	if rng.IntN(2) == 0 {
		iat := hcpN(1735000000, 1760000000)
		p := fmt.Sprintf(`{"aud":["https://kubernetes.default.svc.cluster.local"],"exp":%d,"iat":%d,"iss":"https://kubernetes.default.svc.cluster.local","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`,
			iat+3600*hcpN(1, 48), iat, ns, sa, hcpUUID(), iat, ns, sa)
		return hcpJWT(h, p, 342)
	}
	p := fmt.Sprintf(`{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"%s","kubernetes.io/serviceaccount/secret.name":"%s-token-%s","kubernetes.io/serviceaccount/service-account.name":"%s","kubernetes.io/serviceaccount/service-account.uid":"%s","sub":"system:serviceaccount:%s:%s"}`,
		ns, sa, rnd(lower+digits, 5), sa, hcpUUID(), ns, sa)
	return hcpJWT(h, p, 342)
}

func hcpArgoToken(sub string) string {
	iat := hcpN(1735000000, 1760000000)
	p := fmt.Sprintf(`{"iss":"argocd","sub":"%s","nbf":%d,"iat":%d,"jti":"%s"}`, sub, iat, iat, hcpUUID())
	return hcpJWT(`{"alg":"HS256","typ":"JWT"}`, p, 43)
}

func hcpGHP() string {
	if rng.IntN(4) == 0 {
		return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
	}
	return "ghp_" + rnd(alnum, 36)
}

func hcpGLPAT() string { return "glpat-" + rnd(alnum+"-_", 20) }

func hcpDckr() string { return "dckr_pat_" + rnd(b64url, 27) }

func hcpAKIA() string { return pick([]string{"AKIA", "ASIA"}) + rnd(upper+"234567", 16) }

func hcpAWSSecret() string { return rnd(alnum+"/+", 40) }

func hcpSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcpN(8, 10)) + "/B" +
		rnd(upper+digits, hcpN(8, 10)) + "/" + rnd(alnum, 24)
}

func hcpTeamsHook() string {
	return fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s",
		pick([]string{"acmepay", "lojinhabr", "fintrackpt", "northwind"}), hcpUUID(), hcpUUID(), hcpHex(32), hcpUUID())
}

func hcpDiscordHook() string {
	return fmt.Sprintf("https://discord.com/api/webhooks/%s/%s", hcpSnowflake(), rnd(b64url, 68))
}

func hcpXoxb() string {
	return "xoxb-" + rnd(digits, hcpN(10, 13)) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24)
}

func hcpOpenShift() string { return "sha256~" + rnd(b64url, 43) }

func hcpVault() string {
	if rng.IntN(3) == 0 {
		return "s." + rnd(alnum, 24)
	}
	return "hvs.CAESI" + rnd(b64url, hcpN(86, 100))
}

func hcpGKEToken() string { return "ya29." + rnd(b64url, hcpN(150, 210)) }

func hcpEKSToken(akia string) string {
	u := fmt.Sprintf("https://sts.sa-east-1.amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2Fsa-east-1%%2Fsts%%2Faws4_request&X-Amz-Date=2025%02d%02dT%02d%02d%02dZ&X-Amz-Expires=60&X-Amz-SignedHeaders=host%%3Bx-k8s-aws-id&X-Amz-Signature=%s",
		akia, hcpN(1, 12), hcpN(1, 28), hcpN(1, 12), hcpN(1, 28), hcpN(0, 23), hcpN(0, 59), hcpN(0, 59), hcpHex(64))
	return "k8s-aws-v1." + hcpB64URLRaw(u)
}

func hcpRancherSecret() string { return rnd(lower+digits, 54) }

func hcpBootstrap() (id, secret string) { return rnd(lower+digits, 6), rnd(lower+digits, 16) }

func hcpAzureKey() string { return hcpB64Rand(64) }

func hcpACRPassword() string { return rnd(alnum+"+/", 42) + "+ACR" + rnd(alnum, 6) }

func hcpGLRT() string { return "glrt-" + rnd(alnum+"-_", 20) }

func hcpSendgrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hcpStripeSK() string { return "sk_live_" + rnd(alnum, hcpN(24, 99)) }

func hcpNewRelic() string { return hcpHex(36) + "NRAL" }

func hcpCloudflare() string { return rnd(alnum+"-_", 40) }

func hcpHarborRobot() string { return rnd(alnum, 32) }

func hcpQuayRobot() string { return rnd(upper+digits, 64) }

func hcpTOTP() string { return rnd(b32, 32) }

func hcpSnowflake() string {
	return rnd("123456789", 1) + rnd(digits, hcpN(16, 18))
}

// hcpDiscordBot is a Discord bot token: base64 of the bot's id, a timestamp part and an HMAC.
func hcpDiscordBot() string {
	return hcpB64URLRaw(hcpSnowflake()) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hcpCookieSecret() string {
	if rng.IntN(2) == 0 {
		return hcpB64Rand(32)
	}
	return hcpHex(32)
}

// hcpPEM is a private key block; body is its base64 lines.
func hcpPEM() (block, body string) {
	var kind, prefix string
	var width, n int
	switch rng.IntN(4) {
	case 0:
		kind, prefix, width, n = "RSA PRIVATE KEY", "MIIEow"+rnd("IJ", 1)+"BAAKCAQEA", 64, hcpN(6, 9)
	case 1:
		kind, prefix, width, n = "EC PRIVATE KEY", "MHcCAQEEI", 64, 3
	case 2:
		kind, prefix, width, n = "PRIVATE KEY", "MIIEv"+rnd("AQgw", 1)+"IBADANBgkqhkiG9w0BAQEFAASC", 64, hcpN(6, 9)
	default:
		kind, prefix, width, n = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 70, hcpN(5, 7)
	}
	raw := prefix + rnd(alnum+"+/", width*n-len(prefix)-rng.IntN(width/2))
	var lines []string
	for len(raw) > width {
		lines = append(lines, raw[:width])
		raw = raw[width:]
	}
	lines = append(lines, raw+strings.Repeat("=", rng.IntN(2)))
	body = strings.Join(lines, "\n")
	block = "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	return block, body
}

// hcpCert is a public certificate block.
func hcpCert() string {
	raw := "MII" + rnd("BCDE", 1) + rnd(alnum+"+/", 64*hcpN(8, 14)-4)
	var lines []string
	for len(raw) > 64 {
		lines = append(lines, raw[:64])
		raw = raw[64:]
	}
	lines = append(lines, raw+"==")
	return "-----BEGIN CERTIFICATE-----\n" + strings.Join(lines, "\n") + "\n-----END CERTIFICATE-----"
}

// hcpKeyData is a kubeconfig client-key-data value: base64 of a PEM private key.
func hcpKeyData() string {
	return hcpB64(hcpPEMTLS() + "\n")
}

// hcpPEMTLS is a private key block in a format TLS and client certificates use.
func hcpPEMTLS() string {
	for {
		b, _ := hcpPEM()
		if !strings.Contains(b, "OPENSSH") {
			return b
		}
	}
}

func hcpCertData() string { return hcpB64(hcpCert() + "\n") }

// hcpSealed is a Sealed Secrets ciphertext (safe to commit).
func hcpSealed() string { return "AgB" + rnd(alnum+"+/", hcpN(300, 420)) + "==" }

func hcpSOPS() string {
	return fmt.Sprintf("ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]", hcpB64Rand(hcpN(12, 30)), hcpB64Rand(32), hcpB64Rand(16))
}

func hcpAgePub() string { return "age1" + rnd("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58) }

func hcpSSHPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43)
}

func hcpDigest() string { return "sha256:" + hcpHex(64) }

func hcpGCPProject() string {
	return pick([]string{"acme-pay-prod", "lojinha-hml", "fintrack-platform", "nw-shared-infra", "banco-dig-prd"}) + "-" + rnd(digits, 3)
}

func hcpGSA(project string) string {
	return pick([]string{"external-dns", "velero", "cert-manager", "flux-kms", "ci-push", "loki-gcs"}) + "@" + project + ".iam.gserviceaccount.com"
}
