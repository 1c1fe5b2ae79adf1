package main

import "fmt"

// Terraform texts with secrets: state, tfvars, providers, plan output, CLI sessions.

func hdbTFSecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			pw, user, reg := hdbPw(), hdbOf("admin", "dbadmin", "postgres", "app_owner", "master"), hdbRegion()
			ident := hdbApp() + "-" + hdbEnv()
			host := ident + "." + rnd(lower+digits, 12) + "." + reg + ".rds.amazonaws.com"
			eng := hdbOf("postgres", "mysql", "mariadb")
			intro := hdbOf("pulled this out of the state file, why is the master pw in plaintext??\n\n", "", "terraform state pull | jq '.resources[] | select(.type==\"aws_db_instance\")'\n",
				"Found in s3://"+hdbOrg()+"-tfstate/"+hdbEnv()+"/terraform.tfstate:\n")
			text := fmt.Sprintf(`%s{
  "mode": "managed",
  "type": "aws_db_instance",
  "name": "%s",
  "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]",
  "instances": [
    {
      "schema_version": 2,
      "attributes": {
        "address": "%s",
        "allocated_storage": %d,
        "engine": "%s",
        "identifier": "%s",
        "instance_class": "db.%s",
        "password": "%s",
        "port": %s,
        "username": "%s"
      },
      "sensitive_attributes": []
    }
  ]
}`, intro, hdbOf("main", "this", "primary", "db"), host, 20*hdbN(1, 25), eng, ident, hdbOf("t3.medium", "r6g.large", "m5.xlarge", "t4g.small"), pw, hdbOf("5432", "3306"), user)
			return hdbS("db-password", "tfstate", text, hdbL(pw), host, user)
		},
		func() Sample {
			pw := hdbGenPw()
			name := hdbOf("db_master", "redis_auth", "admin", "rabbitmq", "grafana_admin", "keycloak")
			text := fmt.Sprintf(`    {
      "mode": "managed",
      "type": "random_password",
      "name": "%s",
      "provider": "provider[\"registry.terraform.io/hashicorp/random\"]",
      "instances": [
        {
          "schema_version": 3,
          "attributes": {
            "id": "none",
            "keepers": null,
            "length": %d,
            "lower": true,
            "min_numeric": 2,
            "numeric": true,
            "override_special": "!#$%%&*()-_=+[]<>:?",
            "result": "%s",
            "special": true,
            "upper": true
          },
          "sensitive_attributes": []
        }
      ]
    },`, name, len(pw), pw)
			return hdbS("generated-password", "tfstate", text, hdbL(pw), name)
		},
		func() Sample {
			key := hdbRSAKey()
			esc := hdbEscNL(key + "\n")
			name := hdbOf("bastion", "deployer", "ansible", "jumpbox", "gitops")
			text := fmt.Sprintf(`$ terraform state show tls_private_key.%s -json | head
{
  "algorithm": "%s",
  "ecdsa_curve": "P224",
  "id": "%s",
  "private_key_pem": "%s",
  "public_key_fingerprint_md5": "%s",
  "rsa_bits": %s
}`, name, hdbOf("RSA", "ECDSA"), hdbHex(40), esc, hdbColonHex(16), hdbOf("4096", "2048", "3072"))
			return hdbS("private-key", "tfstate", text, hdbL(esc), "tls_private_key."+name)
		},
		func() Sample {
			pw, dd, env := hdbPw(), hdbDDApi(), hdbEnv()
			text := fmt.Sprintf(`# %s.tfvars
region          = "%s"
environment     = "%s"
instance_type   = "%s"
db_username     = "%s"
db_password     = "%s"
datadog_site    = "%s"
enable_backups  = true
allowed_cidrs   = ["10.0.0.0/8", "%s/32"]`, env, hdbRegion(), env, hdbOf("t3.large", "m6i.xlarge", "c6g.large"), hdbOf("app", "svc_app", "admin"), pw, hdbOf("datadoghq.eu", "us5.datadoghq.com"), hdbIP())
			secs := hdbL(pw)
			if hdbCoin() {
				text += fmt.Sprintf("\ndatadog_api_key = \"%s\"", dd)
				secs = hdbL(pw, dd)
			}
			if hdbCoin() {
				text = hdbOf("can someone review? first time touching the "+env+" vars\n\n", "committed by accident in a3f9e1c, please rotate:\n\n") + text
			}
			return hdbS("tfvars-credentials", "hcl", text, secs, "region", env)
		},
		func() Sample {
			id, sec, reg := hdbAKIA(), hdbAWSSecret(), hdbRegion()
			text := fmt.Sprintf(`provider "aws" {
  region     = "%s"
  access_key = "%s"
  secret_key = "%s"

  default_tags {
    tags = {
      Owner     = "%s"
      ManagedBy = "terraform"
    }
  }
}`, reg, id, sec, hdbOrg())
			intro := hdbOf("legacy module in infra-old/, still has hardcoded creds:\n", "", "```hcl\n", "Hi team, is this ok to merge? works locally\n\n")
			if intro == "```hcl\n" {
				text = intro + text + "\n```"
			} else {
				text = intro + text
			}
			return hdbS("aws-keypair", "hcl", text, hdbL(id, sec), reg)
		},
		func() Sample {
			pw, dd := hdbPw(), hdbDDApi()
			var text string
			var secs []string
			if hdbCoin() {
				cl := hdbApp() + "-" + hdbEnv()
				text = fmt.Sprintf(`Terraform will perform the following actions:

  # aws_rds_cluster.%s will be created
  + resource "aws_rds_cluster" "%s" {
      + arn                     = (known after apply)
      + cluster_identifier      = "%s"
      + database_name           = "%s"
      + engine                  = "aurora-postgresql"
      + master_password         = "%s"
      + master_username         = "%s"
      + port                    = (known after apply)
      + storage_encrypted       = true
    }

Plan: 1 to add, 0 to change, 0 to destroy.`, hdbOf("this", "main"), hdbOf("this", "main"), cl, hdbApp(), pw, hdbOf("postgres", "root", "admin"))
				secs = hdbL(pw)
			} else {
				fn := hdbApp() + "-" + hdbOf("worker", "handler", "cron")
				text = fmt.Sprintf(`  # aws_lambda_function.%s will be updated in-place
  ~ resource "aws_lambda_function" "%s" {
        id            = "%s"
      ~ last_modified = "%s" -> (known after apply)
        # (18 unchanged attributes hidden)

      ~ environment {
          ~ variables = {
              + "DD_API_KEY" = "%s"
                "DD_SITE"    = "datadoghq.eu"
                "LOG_LEVEL"  = "info"
            }
        }
    }

Plan: 0 to add, 1 to change, 0 to destroy.`, "this", "this", fn, hdbStamp(), dd)
				secs = hdbL(dd)
			}
			return hdbS("plan-leak", "plan", text, secs)
		},
		func() Sample {
			tok, env := hdbHcloud(), hdbEnv()
			text := fmt.Sprintf(`%s@%s:~/infra/hetzner/%s$ export TF_VAR_hcloud_token='%s'
%s@%s:~/infra/hetzner/%s$ terraform apply -auto-approve
hcloud_network.main: Refreshing state... [id=%s]
hcloud_server.node[0]: Refreshing state... [id=%s]

Apply complete! Resources: 0 added, 1 changed, 0 destroyed.`, hdbUser(), "ws01", env, tok, "ops", "ws01", env, hdbNum(7), hdbNum(8))
			return hdbS("hcloud-token", "shell", text, hdbL(tok), "hcloud_network.main")
		},
		func() Sample {
			tok, org := hdbTFC(), hdbOrg()
			text := fmt.Sprintf(`# ~/.terraformrc
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"

credentials "app.terraform.io" {
  token = "%s"
}`, tok)
			if hdbCoin() {
				text = fmt.Sprintf("%s, can you check my setup? `terraform login` didn't work behind the proxy so I wrote the file by hand. org is %s\n\n%s", hdbPerson(), org, text)
				return hdbS("tfc-token", "hcl", text, hdbL(tok), org)
			}
			return hdbS("tfc-token", "hcl", text, hdbL(tok), "app.terraform.io")
		},
		func() Sample {
			tok := hdbTFC()
			host := hdbOf("app.terraform.io", "tfe."+hdbDomain())
			text := fmt.Sprintf(`$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "%s": {
      "token": "%s"
    }
  }
}`, host, tok)
			return hdbS("tfc-token", "json", text, hdbL(tok), host)
		},
		func() Sample {
			tok, org := hdbTFC(), hdbOrg()
			text := fmt.Sprintf(`curl -s \
  --header "Authorization: Bearer %s" \
  --header "Content-Type: application/vnd.api+json" \
  https://app.terraform.io/api/v2/organizations/%s/workspaces | jq '.data[].attributes.name'`, tok, org)
			if hdbCoin() {
				text = "this lists all workspaces, handy for the audit:\n\n" + text
			}
			return hdbS("tfc-token", "shell", text, hdbL(tok), org)
		},
		func() Sample {
			pw := hdbPw()
			name := hdbOf("admin_password", "rds_master_password", "grafana_admin_password", "vpn_psk", "redis_auth_token")
			text := fmt.Sprintf(`$ terraform output
alb_dns_name = "%s-%s.%s.elb.amazonaws.com"
%s = <sensitive>
vpc_id = "vpc-%s"
$ terraform output -raw %s
%s$`, hdbApp(), hdbNum(9), hdbRegion(), name, hdbHex(17), name, pw)
			return hdbS("output-secret", "shell", text, hdbL(pw), name)
		},
		func() Sample {
			pw := hdbPw()
			v := hdbOf("db_password", "ldap_bind_password", "smtp_password", "admin_pass")
			text := fmt.Sprintf(`$ terraform console
> var.%s
(sensitive value)
> nonsensitive(var.%s)
"%s"
> exit`, v, v, pw)
			if hdbCoin() {
				text = hdbOf("TIL you can do this lol\n", "needed to check what CI actually passes in:\n") + text
			}
			return hdbS("db-password", "shell", text, hdbL(pw), "var."+v)
		},
		func() Sample {
			sec, cid, tid, sub := hdbAzSecret(), hdbUUID(), hdbUUID(), hdbUUID()
			text := fmt.Sprintf(`provider "azurerm" {
  features {}

  subscription_id = "%s"
  tenant_id       = "%s"
  client_id       = "%s"
  client_secret   = "%s"
}`, sub, tid, cid, sec)
			if hdbCoin() {
				text = fmt.Sprintf("SP for the %s landing zone (%s), expires %s:\n\n", hdbEnv(), hdbOf("sp-terraform", "sp-platform-deployer", "sp-ci"), hdbDate()) + text
			}
			return hdbS("azure-client-secret", "hcl", text, hdbL(sec), cid, tid, sub)
		},
	}
}

func hdbEscNL(s string) string {
	out := make([]byte, 0, len(s)+16)
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, '\\', 'n')
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}

func hdbColonHex(n int) string {
	s := hdbHex(2)
	for i := 1; i < n; i++ {
		s += ":" + hdbHex(2)
	}
	return s
}
