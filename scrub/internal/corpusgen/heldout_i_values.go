package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Value generators for the ninth held-out part ("heldout-i"), written after heldout-g and -h had
// been measured and their classes fixed, before the rules ran on it: vendors and formats the
// earlier parts did not list, people's passwords in other shapes, and its own look-alikes.

type hiSecret struct {
	vendor, env, value string
}

func hiPassword() string {
	switch rng.IntN(8) {
	case 0:
		return pick([]string{"Sommer", "Printemps", "Verano", "Autumn", "Kiwi", "Rocket", "Pepper"}) + fmt.Sprint(2020+rng.IntN(7)) + pick([]string{"!", "#", "*", "+"})
	case 1:
		return rnd(alnum, 8) + pick([]string{"-", "_", "."}) + rnd(alnum, 8)
	case 2:
		return rnd(upper, 2) + rnd(digits, 4) + rnd(lower, 4) + pick([]string{"$", "&", "=", "~"})
	case 3:
		return rnd(alnum+"!$%&*+-=?@^_~", 24)
	case 4:
		return strings.Join([]string{pick(hiWords), pick(hiWords), pick(hiWords)}, pick([]string{".", "+", "~"})) + rnd(digits, 2)
	case 5:
		return rnd(lower, 3) + rnd(digits, 3) + rnd(upper, 3) + rnd(digits, 2)
	case 6:
		return "!" + rnd(alnum, 11)
	default:
		return rnd(b64url, 16)
	}
}

var hiWords = []string{"otter", "basalt", "meadow", "cinder", "violet", "harbor", "tundra", "saffron", "glimmer", "orbit"}

// hiVendors are formats from the vendors' documentation, mostly ones heldout-g and -h left out.
var hiVendors = []func() hiSecret{
	func() hiSecret { return hiSecret{"github-refresh", "GH_REFRESH_TOKEN", "ghr_" + rnd(alnum, 76)} },
	func() hiSecret { return hiSecret{"gitlab-runner", "RUNNER_TOKEN", "glrt-" + rnd(b64url, 20)} },
	func() hiSecret {
		return hiSecret{"gitlab-registration", "CI_REGISTRATION_TOKEN", "GR1348941" + rnd(b64url, 20)}
	},
	func() hiSecret {
		return hiSecret{"slack-refresh", "SLACK_REFRESH_TOKEN", "xoxe-1-" + rnd(alnum, 140)}
	},
	func() hiSecret {
		return hiSecret{"stripe-restricted", "STRIPE_RESTRICTED_KEY", "rk_live_51" + rnd(alnum, 97)}
	},
	func() hiSecret { return hiSecret{"twilio-auth", "TWILIO_AUTH_TOKEN", rnd(hexs, 32)} },
	func() hiSecret {
		return hiSecret{"aws-session", "AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rnd(alnum+"+/", 300) + "="}
	},
	func() hiSecret { return hiSecret{"google-refresh", "GOOGLE_REFRESH_TOKEN", "1//0" + rnd(b64url, 99)} },
	func() hiSecret { return hiSecret{"google-access", "GCP_ACCESS_TOKEN", "ya29.a0A" + rnd(b64url, 150)} },
	func() hiSecret { return hiSecret{"heroku", "HEROKU_API_KEY", "HRKU-AA" + rnd(b64url, 58)} },
	func() hiSecret { return hiSecret{"netlify", "NETLIFY_AUTH_TOKEN", "nfp_" + rnd(alnum, 40)} },
	func() hiSecret { return hiSecret{"vercel", "VERCEL_TOKEN", rnd(alnum, 24)} },
	func() hiSecret { return hiSecret{"cloudflare-global", "CF_API_KEY", rnd(hexs, 37)} },
	func() hiSecret {
		return hiSecret{"mapbox", "MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + rnd(b64url, 50) + "." + rnd(b64url, 22)}
	},
	func() hiSecret { return hiSecret{"algolia-admin", "ALGOLIA_ADMIN_KEY", rnd(hexs, 32)} },
	func() hiSecret { return hiSecret{"auth0", "AUTH0_CLIENT_SECRET", rnd(b64url, 64)} },
	func() hiSecret {
		return hiSecret{"contentful", "CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rnd(b64url, 43)}
	},
	func() hiSecret {
		return hiSecret{"asana", "ASANA_PAT", "2/" + rnd(digits, 16) + "/" + rnd(digits, 16) + ":" + rnd(hexs, 32)}
	},
	func() hiSecret { return hiSecret{"dropbox", "DROPBOX_ACCESS_TOKEN", "sl.B" + rnd(b64url, 135)} },
	func() hiSecret { return hiSecret{"segment", "SEGMENT_WRITE_KEY", rnd(alnum, 32)} },
	func() hiSecret { return hiSecret{"rollbar", "ROLLBAR_ACCESS_TOKEN", rnd(hexs, 32)} },
	func() hiSecret { return hiSecret{"launchdarkly", "LD_SDK_KEY", "sdk-" + bvUUID()} },
	func() hiSecret { return hiSecret{"shippo", "SHIPPO_API_KEY", "shippo_live_" + rnd(hexs, 40)} },
	func() hiSecret { return hiSecret{"rubygems", "GEM_HOST_API_KEY", "rubygems_" + rnd(hexs, 48)} },
	func() hiSecret { return hiSecret{"nuget", "NUGET_API_KEY", "oy2" + rnd(lower+digits, 43)} },
	func() hiSecret { return hiSecret{"snyk", "SNYK_TOKEN", bvUUID()} },
	func() hiSecret { return hiSecret{"codecov", "CODECOV_TOKEN", bvUUID()} },
	func() hiSecret { return hiSecret{"alibaba", "ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rnd(alnum, 20)} },
	func() hiSecret { return hiSecret{"tencent", "TENCENTCLOUD_SECRET_ID", "AKID" + rnd(alnum, 32)} },
	func() hiSecret { return hiSecret{"linode", "LINODE_TOKEN", rnd(hexs, 64)} },
	func() hiSecret { return hiSecret{"vultr", "VULTR_API_KEY", rnd(upper+digits, 36)} },
	func() hiSecret { return hiSecret{"scaleway", "SCW_SECRET_KEY", bvUUID()} },
	func() hiSecret { return hiSecret{"hetzner", "HCLOUD_TOKEN", rnd(alnum, 64)} },
	func() hiSecret { return hiSecret{"backblaze", "B2_APPLICATION_KEY", "K00" + rnd(alnum+"/+", 28)} },
	func() hiSecret { return hiSecret{"ibm", "IBMCLOUD_API_KEY", rnd(b64url, 44)} },
	func() hiSecret { return hiSecret{"pagerduty", "PAGERDUTY_TOKEN", "u+" + rnd(b64url, 18)} },
	func() hiSecret { return hiSecret{"infracost", "INFRACOST_API_KEY", "ico-" + rnd(alnum, 32)} },
	func() hiSecret { return hiSecret{"sonar", "SONAR_TOKEN", "squ_" + rnd(hexs, 40)} },
	func() hiSecret { return hiSecret{"openai-admin", "OPENAI_ADMIN_KEY", "sk-admin-" + rnd(b64url, 60)} },
	func() hiSecret {
		return hiSecret{"anthropic-admin", "ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rnd(b64url, 93) + "AA"}
	},
	func() hiSecret { return hiSecret{"groq", "GROQ_API_KEY", "gsk_" + rnd(alnum, 52)} },
	func() hiSecret { return hiSecret{"replicate", "REPLICATE_API_TOKEN", "r8_" + rnd(alnum, 37)} },
	func() hiSecret { return hiSecret{"mistral", "MISTRAL_API_KEY", rnd(alnum, 32)} },
	func() hiSecret { return hiSecret{"cohere", "CO_API_KEY", rnd(alnum, 40)} },
	func() hiSecret {
		return hiSecret{"pinecone", "PINECONE_API_KEY", "pcsk_" + rnd(alnum, 5) + "_" + rnd(alnum, 60)}
	},
	func() hiSecret {
		return hiSecret{"langsmith", "LANGCHAIN_API_KEY", "lsv2_pt_" + rnd(hexs, 32) + "_" + rnd(hexs, 10)}
	},
	func() hiSecret {
		return hiSecret{"telegram", "BOT_TOKEN", fmt.Sprint(5000000000+rng.IntN(999999999)) + ":AA" + rnd(b64url, 33)}
	},
	func() hiSecret { return hiSecret{"discord", "DISCORD_BOT_TOKEN", hiDiscord()} },
	func() hiSecret { return hiSecret{"jwt-hs256", "SESSION_TOKEN", hiJWT()} },
	func() hiSecret {
		return hiSecret{"sendgrid", "SMTP_PASSWORD", "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)}
	},
	func() hiSecret { return hiSecret{"npm-granular", "NODE_AUTH_TOKEN", "npm_" + rnd(alnum, 36)} },
	func() hiSecret { return hiSecret{"github-app", "GITHUB_APP_TOKEN", "ghs_" + rnd(alnum, 36)} },
}

// hiDiscord is a bot token whose first part is a snowflake in base64, as the portal shows it.
func hiDiscord() string {
	id := fmt.Sprintf("%d", 900000000000000000+rng.Int64N(400000000000000000))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, 38)
}

func hiJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"user_id":%d,"session":"%s","exp":%d}`, rng.IntN(99999), rnd(hexs, 16), 1780000000+rng.IntN(9999999))))
	return h + "." + p + "." + bvB64URL(32)
}

// hiKey is a key block; its body lines are what must not survive.
func hiKey() (string, []string) {
	kind := pick([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "DSA PRIVATE KEY"})
	width := 64
	if strings.HasPrefix(kind, "OPENSSH") {
		width = 70
	}
	lines := bvPEMLines("", 300+rng.IntN(600), width)
	return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----", lines
}
