package main

import "fmt"

// More Terraform texts with secrets: providers of other vendors, diffs, notes, chats.

func hdbTF2Secrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			g := hdbNewGSA("  ")
			text := fmt.Sprintf(`provider "google" {
  project     = "%s"
  region      = "%s"
  credentials = <<EOT
  %s
EOT
}`, g.Project, hdbOf("europe-west1", "us-central1", "europe-west3", "asia-southeast1"), g.JSON)
			if hdbCoin() {
				text = "quick hack until workload identity is set up, don't judge\n\n" + text
			}
			return hdbS("gcp-sa-key", "hcl", text, hdbL(g.KeyID, g.Key), g.Email, g.Project)
		},
		func() Sample {
			id, sec := hdbAKIA(), hdbAWSSecret()
			user := hdbOf("ses-smtp-", "ci-", "backup-", "legacy-") + hdbApp()
			text := fmt.Sprintf(`{
  "mode": "managed",
  "type": "aws_iam_access_key",
  "name": "this",
  "instances": [
    {
      "attributes": {
        "create_date": "%s",
        "encrypted_secret": null,
        "id": "%s",
        "pgp_key": null,
        "secret": "%s",
        "status": "Active",
        "user": "%s"
      }
    }
  ]
}`, hdbStamp(), id, sec, user)
			return hdbS("aws-keypair", "tfstate", text, hdbL(id, sec), user)
		},
		func() Sample {
			tok, v := hdbDOTok(), 30+rng.IntN(10)
			ts := fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(1000))
			text := fmt.Sprintf(`%s [DEBUG] provider.terraform-provider-digitalocean_v2.%d.0: ---[ REQUEST ]---------------------------------------
%s [DEBUG] provider.terraform-provider-digitalocean_v2.%d.0: GET /v2/droplets/%s HTTP/1.1
%s [DEBUG] provider.terraform-provider-digitalocean_v2.%d.0: Host: api.digitalocean.com
%s [DEBUG] provider.terraform-provider-digitalocean_v2.%d.0: User-Agent: Terraform/1.%d.%d godo/1.1
%s [DEBUG] provider.terraform-provider-digitalocean_v2.%d.0: Authorization: Bearer %s
%s [DEBUG] provider.terraform-provider-digitalocean_v2.%d.0: Accept-Encoding: gzip`,
				ts, v, ts, v, hdbNum(9), ts, v, ts, v, 5+rng.IntN(5), rng.IntN(6), ts, v, tok, ts, v)
			return hdbS("do-token", "log", text, hdbL(tok), "api.digitalocean.com")
		},
		func() Sample {
			tok := hdbVaultTok()
			addr := "https://vault." + hdbDomain() + ":8200"
			text := fmt.Sprintf(`provider "vault" {
  address = "%s"
  token   = "%s"
  # TODO switch to approle before merging
}

data "vault_kv_secret_v2" "db" {
  mount = "kv"
  name  = "%s/%s/db"
}`, addr, tok, hdbApp(), hdbEnv())
			return hdbS("vault-token", "hcl", text, hdbL(tok), addr)
		},
		func() Sample {
			tok, acct := hdbCFTok(), hdbHex(32)
			zone := hdbDomain()
			text := fmt.Sprintf(`terraform {
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4.%d"
    }
  }
}

provider "cloudflare" {
  api_token = "%s"
}

variable "account_id" {
  default = "%s"
}

resource "cloudflare_zone" "main" {
  account_id = var.account_id
  zone       = "%s"
}`, 20+rng.IntN(30), tok, acct, zone)
			return hdbS("cloudflare-token", "hcl", text, hdbL(tok), acct, zone)
		},
		func() Sample {
			api, app := hdbDDApi(), hdbDDApp()
			text := fmt.Sprintf(`provider "datadog" {
  api_key = "%s"
  app_key = "%s"
  api_url = "https://api.%s/"
}`, api, app, hdbOf("datadoghq.com", "datadoghq.eu", "us5.datadoghq.com"))
			if hdbCoin() {
				text = fmt.Sprintf("monitors module for %s, keys are from the %s org\n\n", hdbApp(), hdbOrg()) + text
			}
			return hdbS("datadog-keys", "hcl", text, hdbL(api, app), "api_url")
		},
		func() Sample {
			tok := hdbOf(hdbGHP(), hdbGHFine())
			owner := hdbOrg()
			text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>
Date:   %s

    chore(github): read token from env instead of hardcoding

diff --git a/github/providers.tf b/github/providers.tf
--- a/github/providers.tf
+++ b/github/providers.tf
@@ -1,5 +1,4 @@
 provider "github" {
   owner = "%s"
-  token = "%s"
 }`, hdbSha(), hdbPerson(), "dev", hdbDomain(), hdbDate(), owner, tok)
			return hdbS("github-token", "diff", text, hdbL(tok), owner)
		},
		func() Sample {
			id, sec := hdbAKIA(), hdbAWSSecret()
			bucket := hdbOrg() + "-tfstate"
			user := "tf-breakglass-" + hdbOf("prod", "root", "admin")
			text := fmt.Sprintf(`## Handover – Terraform state (%s)

- State bucket: `+"`%s`"+`, lock table `+"`tf-locks`"+`, region %s
- Workspaces: network, eks, data, observability
- Break-glass IAM user `+"`%s`"+` (only if SSO is down):
  - access key: %s
  - secret: %s
- Drift check runs nightly, results in #infra-drift
- %s owns the eks workspace until end of month`, hdbDate(), bucket, hdbRegion(), user, id, sec, hdbPerson())
			return hdbS("aws-keypair", "note", text, hdbL(id, sec), bucket, user)
		},
		func() Sample {
			pw := hdbPwURL()
			host := hdbApp() + "-db." + hdbOf("internal.", "") + hdbDomain()
			u := hdbOf("app", "svc", "api_rw", "migrator")
			url := fmt.Sprintf("postgresql://%s:%s@%s:5432/%s?sslmode=require", u, pw, host, hdbApp())
			text := fmt.Sprintf(`  "outputs": {
    "cluster_endpoint": {
      "value": "%s",
      "type": "string"
    },
    "database_url": {
      "value": "%s",
      "type": "string"
    }
  },`, host, url)
			return hdbS("connection-string", "tfstate", text, hdbL(pw), host, u)
		},
		func() Sample {
			ns := hdbOf("kube-system", "terraform", "platform", "ci")
			sa := hdbOf("terraform", "tf-admin", "deployer")
			jwt := hdbJWT(sa, ns)
			srv := "https://" + hdbHex(32) + ".gr7." + hdbRegion() + ".eks.amazonaws.com"
			text := fmt.Sprintf(`%s: the kubernetes provider blew up on plan, and the error dumps the provider config 🙃

  provider "kubernetes" {
    host  = "%s"
    token = "%s"
  }

anyone know how to stop it printing that? the SA is %s/%s`, hdbPerson(), srv, jwt, ns, sa)
			return hdbS("k8s-sa-token", "chat", text, hdbL(jwt), srv)
		},
		func() Sample {
			pw := hdbPw()
			mod := hdbOf("sql_server", "postgres_flexible", "mysql", "mssql")
			text := fmt.Sprintf(`module "%s" {
  source  = "git::https://git.%s/platform/tf-modules.git//%s?ref=v%d.%d.%d"

  name                = "%s-%s"
  resource_group_name = "rg-%s-%s"
  admin_login         = "%s"
  admin_password      = "%s"
  sku_name            = "%s"
}`, mod, hdbDomain(), mod, 1+rng.IntN(3), rng.IntN(12), rng.IntN(9), hdbApp(), hdbEnv(), hdbApp(), hdbEnv(), hdbOf("sqladmin", "pgadmin", "azureuser"), pw, hdbOf("GP_Standard_D2s_v3", "B_Standard_B1ms"))
			return hdbS("db-password", "hcl", text, hdbL(pw), "admin_login")
		},
		func() Sample {
			pw := hdbPw()
			chart := hdbOf("postgresql", "redis", "rabbitmq", "mongodb", "keycloak")
			key := map[string]string{"postgresql": "auth.postgresPassword", "redis": "auth.password", "rabbitmq": "auth.password", "mongodb": "auth.rootPassword", "keycloak": "auth.adminPassword"}[chart]
			text := fmt.Sprintf(`resource "helm_release" "%s" {
  name       = "%s"
  repository = "oci://registry-1.docker.io/bitnamicharts"
  chart      = "%s"
  namespace  = "%s"

  set_sensitive {
    name  = "%s"
    value = "%s"
  }
}`, chart, chart, chart, hdbApp(), key, pw)
			return hdbS("helm-password", "hcl", text, hdbL(pw), key)
		},
		func() Sample {
			tok, pw := hdbLinode(), hdbPw()
			text := fmt.Sprintf(`{
  "linode_token": "%s",
  "region": "%s",
  "root_pass": "%s",
  "node_count": %d,
  "label_prefix": "%s"
}`, tok, hdbOf("eu-central", "us-east", "ap-south", "fr-par"), pw, 2+rng.IntN(5), hdbApp())
			secs := hdbL(tok, pw)
			if hdbCoin() {
				text = fmt.Sprintf(`{
  "linode_token": "%s",
  "region": "%s",
  "node_count": %d,
  "authorized_users": ["%s"]
}`, tok, hdbOf("eu-central", "us-east", "ap-south", "fr-par"), 2+rng.IntN(5), hdbUser())
				secs = hdbL(tok)
			}
			if hdbCoin() {
				text = "terraform.tfvars.json (gitignored, right??)\n" + text
			}
			return hdbS("linode-token", "json", text, secs, "region")
		},
	}
}
